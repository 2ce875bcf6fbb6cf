import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from './server-node.mjs';

describe('the server process arguments', () => {
  it('caps the heap at 256 MB and loads TypeScript through tsx by default', () => {
    expect(serverNodeArgs({})).toEqual(['--max-old-space-size=256', '--import', 'tsx']);
    expect(serverNodeArgs({ SERVER_HEAP_MB: '' })[0]).toBe('--max-old-space-size=256');
  });

  it('takes SERVER_HEAP_MB', () => {
    expect(serverNodeArgs({ SERVER_HEAP_MB: '512' })[0]).toBe('--max-old-space-size=512');
  });

  it('refuses a cap that is not a whole number of MB or too small to run in, naming the setting', () => {
    for (const bad of ['abc', '12.5', '32', '-1']) {
      expect(() => serverNodeArgs({ SERVER_HEAP_MB: bad })).toThrow(/SERVER_HEAP_MB/);
    }
  });
});
