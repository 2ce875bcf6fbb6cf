// GET /api/live: one Server-Sent Events stream per tab. `Last-Event-ID` (or ?last_event_id=, for a
// client that opens a new EventSource after its own back-off) replays what the tab missed.
import { API_PATHS } from '@contract/paths';
import { Hono } from 'hono';
import type { LiveFeed } from './feed';

export function liveRoutes(live: LiveFeed): Hono {
  const app = new Hono();
  app.get(API_PATHS.live, (c) => {
    const last = c.req.header('last-event-id') ?? c.req.query('last_event_id') ?? null;
    // A first connection says how long its page has been loading (ms): it gets what was published meanwhile.
    const since = Number(c.req.query('since_ms'));
    const body = live.open(last && last.length <= 64 ? last : null, c.req.raw.signal, Number.isSafeInteger(since) && since > 0 ? since : 0);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: neither our gzip nor a proxy holds the stream back to compress it.
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
  });
  return app;
}
