// The organiser dashboard's path (issue 20). Its own module rather than API_PATHS: API_PATHS is on every
// visitor's first paint, which has no bytes to spare (/map's budget), and only the lazy admin screen calls it.
export const DASHBOARD_PATHS = {
  /** Staff and Stuco: the aggregates of one festival day (?day=YYYY-MM-DD; default the day of now). */
  dashboard: '/admin/dashboard',
} as const;
