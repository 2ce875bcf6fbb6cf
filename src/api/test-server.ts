// Shared by the src/api tests: the MSW node server with the default handlers, an absolute API base.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { resetMockState } from '@mocks/state';
import { setApiBase } from './client';

export const TEST_BASE = 'http://localhost/api';

export function withMockServer() {
  beforeAll(() => {
    setApiBase(TEST_BASE);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => {
    server.close();
    setApiBase(undefined);
  });
  return server;
}
