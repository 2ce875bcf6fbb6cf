// The one barrel: all default handlers, and each domain's variants for stories and tests.
import { adminHandlers } from './admin';
import { boardHandlers } from './board';
import { boothsHandlers } from './booths';
import { consoleHandlers } from './console';
import { couponsHandlers } from './coupons';
import { festivalHandlers } from './festival';
import { gameHandlers } from './game';
import { siteHandlers } from './site';
import { stageHandlers } from './stage';
import { statusHandlers } from './status';
import { translationsHandlers } from './translations';
import { translationReviewHandlers } from './translation-review';
import { dashboardHandlers } from './dashboard';
import { queueHandlers } from './queue';
import { consoleActsHandlers } from './console-acts';
import { consoleBoothHandlers } from './console-booths';
import { campusMapHandlers } from './campus-map';
import { buildingPlanHandlers } from './building-plans';
import { consoleImportHandlers } from './console-import';
import { consoleCreditHandlers } from './console-credits';

export const handlers = [
  ...boothsHandlers,
  ...stageHandlers,
  ...boardHandlers,
  ...gameHandlers,
  ...adminHandlers,
  ...translationsHandlers,
  ...siteHandlers,
  ...statusHandlers,
  ...consoleHandlers,
  ...festivalHandlers,
  ...translationReviewHandlers,
  ...dashboardHandlers,
  ...couponsHandlers,
  ...queueHandlers,
  ...consoleActsHandlers,
  ...consoleBoothHandlers,
  ...campusMapHandlers,
  ...buildingPlanHandlers,
  ...consoleImportHandlers,
  ...consoleCreditHandlers,
];

export { boothsHandlers, boothsError, boothsSlow, boothsEmpty, likeFails } from './booths';
export { stageHandlers, stageError, stageSlow, stageEmpty } from './stage';
export { boardHandlers, boardError, boardSlow, boardEmpty } from './board';
export { gameHandlers, gameError, gameSlow, gameLimitReached, couponSoldOut } from './game';
export { adminHandlers, adminError, adminSlow, loginFails, sessionExpired } from './admin';
export {
  translationsHandlers,
  translationsError,
  translationsSlow,
  translationsPending,
  translationsFail,
} from './translations';
export { siteHandlers, siteError, siteSlow } from './site';
export { consoleHandlers, consoleError, consoleSlow } from './console';
export { festivalHandlers, festivalEmpty, festivalError, festivalSlow } from './festival';
export { resetMockState, setMockNow, mockNow } from '../state';
export { statusHandlers, statusError, statusSlow, resetStatusState } from './status';
export { translationReviewHandlers, translationReviewError, translationReviewSlow, editMockSource, seedMockOverride } from './translation-review';
export { dashboardHandlers, dashboardWith, dashboardError, dashboardSlow } from './dashboard';
export { couponsHandlers, couponsError, couponsSlow, couponsOffline } from './coupons';
export { queueHandlers, queueError, queueSlow, queueOffline, seedMockQueue } from './queue';
export { consoleActsHandlers, consoleActsError, consoleActsSlow, mockActs } from './console-acts';
export { consoleBoothHandlers, consoleBoothsError, consoleBoothsSlow } from './console-booths';
export { campusMapHandlers, campusMapError, campusMapSlow, seedMockCampusMap } from './campus-map';
export { buildingPlanHandlers, buildingPlanError, buildingPlanSlow, seedMockPlan } from './building-plans';
export { consoleImportHandlers, consoleImportError, consoleImportSlow } from './console-import';
export { consoleCreditHandlers, consoleCreditsError, consoleCreditsSlow, mockCredits } from './console-credits';
