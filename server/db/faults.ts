// Which database errors mean "the database is not answering" (a 503 for the client, never a 500),
// as opposed to a fault of the statement itself. Drizzle wraps driver errors, so causes are followed.

/** Thrown instead of waiting while the database is known to be down (see pg-guard.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'the database does not answer') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// 57P01-03: server shutting down or starting; 53300: too many connections; class 08: connection exception.
const SERVER_DOWN_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// Messages node-postgres and pg-pool give their own timeouts and dead connections.
const DRIVER_MESSAGES = /Query read timeout|timeout expired|Connection terminated|not queryable|Client was closed/i;
// 57014: statement_timeout (the server answers, but too slowly); 55P03: lock_not_available.
const BUSY_CODES = new Set(['57014', '55P03']);
// Every pooled connection stayed busy for too long: a crowd, not an outage.
const BUSY_MESSAGES = /timeout exceeded when trying to connect/i;

function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** The connection is lost, cannot be made, or the database stopped answering on it. */
export function isConnectionFault(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SERVER_DOWN_CODES.has(code) || /^08/.test(code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A statement the database cancelled for taking too long (statement_timeout) or waiting on a lock. */
export function isDatabaseBusy(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && BUSY_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && BUSY_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Any fault that is the database's state rather than the request's: answer 503 and let the client retry. */
export function isDatabaseFault(err: unknown): boolean {
  return isConnectionFault(err) || isDatabaseBusy(err);
}
