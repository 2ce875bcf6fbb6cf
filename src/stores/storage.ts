// Browser storage that never throws: private mode, quota errors and corrupt values fall back to defaults.

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readRaw(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(which: Area, key: string, value: string | null): void {
  try {
    const s = area(which);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory store still holds the value for this visit.
  }
}

/** Reads JSON and keeps it only when `valid` accepts it. */
export function readJson<T>(which: Area, key: string, valid: (v: unknown) => v is T, fallback: T): T {
  const raw = readRaw(which, key);
  if (raw === null) return fallback;
  try {
    const v: unknown = JSON.parse(raw);
    return valid(v) ? v : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeRaw(which, key, value === undefined ? null : JSON.stringify(value));
}

export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
