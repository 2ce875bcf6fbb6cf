// A request body size limit that reads only the Content-Length header when there is one. Hono's
// bodyLimit asks for the request's body stream first, which on @hono/node-server turns every POST
// into a web Request with a ReadableStream (a large share of the CPU under load); a body with a
// declared length is then read straight from the socket by c.req.text(). Chunked bodies, with no
// length to trust, still go through Hono's counting reader.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > maxSize ? onError(c) : next();
    }
    return counting(c, next);
  };
}
