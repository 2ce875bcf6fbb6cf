// Which errors are the database's state (503, retry) and which are the statement's own (not an outage).
import { describe, expect, it } from 'vitest';
import { databaseFaultAsApiError } from '../lib/errors';
import { DatabaseUnavailableError, isConnectionFault, isDatabaseBusy, isDatabaseFault } from './faults';

const pgError = (code: string, message = 'db error') => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error as its cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('database faults', () => {
  it("finds timeouts and lost connections behind Drizzle's wrapper", () => {
    for (const e of [
      new Error('Query read timeout'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout expired'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('08006'),
      new DatabaseUnavailableError(),
    ]) {
      expect(isConnectionFault(wrapped(e)), e.message).toBe(true);
    }
  });

  it('tells a busy database from a lost one', () => {
    const cancelled = wrapped(pgError('57014', 'canceling statement due to statement timeout'));
    expect(isDatabaseBusy(cancelled)).toBe(true);
    expect(isConnectionFault(cancelled)).toBe(false);
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it("leaves the statement's own errors alone", () => {
    for (const e of [pgError('23505', 'duplicate key'), pgError('22021', 'invalid byte sequence'), new TypeError('x is undefined')]) {
      expect(isDatabaseFault(wrapped(e))).toBe(false);
      expect(databaseFaultAsApiError(wrapped(e))).toBeNull();
    }
  });

  it('answers a fault with 503 database_unavailable and Retry-After', () => {
    const api = databaseFaultAsApiError(wrapped(new Error('Query read timeout')))!;
    expect(api.status).toBe(503);
    expect(api.body()).toEqual({ message: 'the database is not answering right now, please try again in a moment', error: 'database_unavailable' });
    expect(api.headers['Retry-After']).toBe('5');
  });
});
