// What ofetch takes from `destr`, for the client build (vite.config.ts aliases `destr` here): a response body read as
// JSON when it is JSON, else left as text. The app reads bodies as text and parses them itself (src/api/client.ts), so
// ofetch never calls this; it is here so the client does not carry `destr`'s own parser (0.6 kB of gzip JS).

/** JSON of `value` when it parses, without `__proto__` or `constructor` keys; else `value` as it came. */
export default function destr<T = unknown>(value: unknown): T {
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value, (key, v: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : v)) as T;
  } catch {
    return value as T;
  }
}
