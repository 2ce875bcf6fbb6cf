import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@contract/constants';

const dir = new URL('./locales/', import.meta.url).pathname;
const locales = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8')) as Record<string, string>]),
);

function argNames(els: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of els) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    out.add(el.value as string);
    if ('options' in el) for (const o of Object.values(el.options)) argNames(o.value, out);
    if (el.type === TYPE.tag) argNames(el.children, out);
  }
  return out;
}

function sourceFiles(d: string): string[] {
  return readdirSync(d).flatMap((f) => {
    const p = join(d, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('message files', () => {
  it('every locale has exactly the keys of every other', () => {
    const all = new Set(LANGUAGES.flatMap((l) => Object.keys(locales[l])));
    for (const l of LANGUAGES) {
      const missing = [...all].filter((k) => !(k in locales[l]));
      expect(missing, `${l} lacks`).toEqual([]);
    }
  });

  it('every message parses and uses the same arguments in every language', () => {
    for (const key of Object.keys(locales.ko)) {
      const ko = [...argNames(parse(locales.ko[key]))].sort();
      for (const l of LANGUAGES) {
        expect(locales[l][key].trim(), `${l} ${key} is empty`).not.toBe('');
        expect([...argNames(parse(locales[l][key]))].sort(), `${l} ${key}`).toEqual(ko);
      }
    }
  });

  it('every literal message id used in the client exists', () => {
    const root = new URL('../', import.meta.url).pathname;
    const used = new Set<string>();
    for (const f of sourceFiles(root)) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/<FormattedMessage[^>]*?\bid=\{?['"]([^'"]+)['"]/g)) used.add(m[1]);
      for (const m of text.matchAll(/formatMessage\(\s*\{\s*id:\s*['"]([^'"]+)['"]/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((id) => !(id in locales.ko))).toEqual([]);
  });
});
