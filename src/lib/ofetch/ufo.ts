// What ofetch takes from `ufo`, for the client build (vite.config.ts aliases `ufo` here): joining a base and adding a
// query, for the plain paths and flat queries the app sends (src/api/client.ts). The whole of `ufo` parses any URL a
// server might meet (hosts in punycode, protocols, auth) and cost every page 1.5 kB of gzip JS; these give the same
// URLs for what the app asks (ufo.test.ts compares them with `ufo` itself).

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

const hasProtocol = (input: string) => /^[a-z][a-z\d+.-]*:|^\/\//i.test(input);

/** `input` under `base`, unless it already is there or names its own origin. */
export function withBase(input: string, base: string | undefined): string {
  if (!base || base === '/' || hasProtocol(input)) return input;
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  if (input.startsWith(root) && [undefined, '/', '?'].includes(input[root.length])) return input;
  return `${root}/${input.replace(/^\/+/, '')}`;
}

/** `input` with `query` added to its search (a key it already has takes the new value; undefined drops it). */
export function withQuery(input: string, query: Record<string, QueryValue>): string {
  const hashAt = input.indexOf('#');
  const hash = hashAt === -1 ? '' : input.slice(hashAt);
  const rest = hashAt === -1 ? input : input.slice(0, hashAt);
  const [path, search = ''] = rest.split(/\?(.*)/s);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) {
    params.delete(key);
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v === null ? '' : String(v));
  }
  const encoded = params.toString();
  return `${path}${encoded ? `?${encoded}` : ''}${hash}`;
}
