// Errors a handler throws to answer a client: status plus the body the client reads
// ({message, error?, detail?, uid_valid?}). Anything else that escapes is a server fault (500).
import type { ErrorBody } from '@contract/types';
import { isDatabaseFault } from '../db/faults';

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> & Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  body(): ErrorBody & Record<string, unknown> {
    return { message: this.message, error: this.extra.error ?? defaultCode(this.status), ...this.extra };
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return 'error';
  }
}

export const badRequest = (message: string, detail?: string) =>
  new ApiError(400, message, { error: 'bad_request', ...(detail ? { detail } : {}) });
export const notFound = (message: string) => new ApiError(404, message, { error: 'not_found' });
export const forbidden = (message: string) => new ApiError(403, message, { error: 'forbidden' });
export const sessionExpired = () =>
  new ApiError(401, 'session expired, please log in again', { error: 'session_expired', uid_valid: false });

/** The database does not answer (or cancelled a statement for taking too long): the client may retry. */
export const databaseUnavailable = () =>
  new ApiError(503, 'the database is not answering right now, please try again in a moment', { error: 'database_unavailable' }, { 'Retry-After': '5' });

/** A database fault escaping a handler becomes a 503 with a clear message, never a 500 with a stack. */
export function databaseFaultAsApiError(err: unknown): ApiError | null {
  return isDatabaseFault(err) ? databaseUnavailable() : null;
}
