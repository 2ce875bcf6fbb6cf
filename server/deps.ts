// What every route module receives: the database, the clock, the in-memory catalog and settings.
import type { Clock } from './clock';
import type { WinRule } from './config';
import type { Db, DbKind } from './db/client';
import type { ClientAddress } from './lib/client-address';
import type { VisitorIds } from './lib/secrets';
import type { LiveFeed } from './live/feed';
import type { Catalog } from './services/catalog';
import type { FestivalStore } from './services/festival';
import type { Limits } from './services/limits';
import type { Sessions } from './services/sessions';

export interface Deps {
  db: Db;
  kind: DbKind;
  clock: Clock;
  catalog: Catalog;
  visitorIds: VisitorIds;
  sessions: Sessions;
  uploadsDir: string;
  winRule: WinRule;
  /** Hourly shares a pub may give within any 60 minutes (services/coupon-release.ts; tests of other rules loosen it). */
  couponShareFactor?: number;
  /** The visitor's true address (TRUST_PROXY decides which X-Forwarded-For hops to believe): every limit keys on it. */
  clientAddress: ClientAddress;
  /** Per-address limits in the database, shared by every process (coupons, likes, visitor ids). */
  limits: Limits;
  /** The live change feed (GET /api/live); writes publish to it. */
  live?: LiveFeed;
  /** The stored festival's settings (services/festival.ts). */
  festival?: FestivalStore;
}
