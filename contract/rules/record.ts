// The one check that a decoded JSON value is an object with fields (not null, not a list).

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
