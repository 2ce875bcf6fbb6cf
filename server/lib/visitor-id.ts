// A visitor id for a request: the one it carries when valid, else a new one from the address's
// budget of new ids (services/limits.ts), so a script cannot mint unlimited fresh visitors.
import type { Context } from 'hono';
import type { Deps } from '../deps';

export async function visitorIdOrIssue(deps: Deps, c: Context, given: string | null | undefined): Promise<string> {
  if (deps.visitorIds.isValid(given)) return given;
  await deps.limits.enforce('visitorId', deps.clientAddress(c));
  return deps.visitorIds.issue();
}
