// The frames of one kind from a live stream of a test server, parsed as an EventSource would; close() ends it.
import type { TestServer } from './harness';

export async function openLiveEvents<T = any>(s: TestServer, kind: string) {
  const ctrl = new AbortController();
  const res = await s.app.request('/api/live', { signal: ctrl.signal });
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  const events: T[] = [];
  let buf = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buf += dec.decode(value, { stream: true });
      let at: number;
      while ((at = buf.indexOf('\n\n')) >= 0) {
        const lines = buf.slice(0, at).split('\n');
        buf = buf.slice(at + 2);
        const data = lines.find((l) => l.startsWith('data: '));
        if (lines.includes(`event: ${kind}`) && data) events.push(JSON.parse(data.slice(6)) as T);
      }
    }
  })();
  return {
    events,
    async close() {
      ctrl.abort();
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}
