// Request schemas of the booth status writes (issue 20); kept apart so visitor code never bundles valibot for them.
import * as v from 'valibot';
import { BOOTH_STATUSES } from './status';

const Uid = v.pipe(
  v.string('uid must be a string; please log in'),
  v.minLength(1, 'uid is required; please log in'),
  v.maxLength(128, 'uid is too long'),
);

export const SetBoothStatusSchema = v.object({
  uid: Uid,
  status: v.picklist(BOOTH_STATUSES, `status must be one of ${BOOTH_STATUSES.join(', ')}`),
});

export const SetMenuSoldoutSchema = v.object({
  uid: Uid,
  is_soldout: v.boolean('is_soldout must be true or false'),
});
