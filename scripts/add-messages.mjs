// Adds or updates UI messages in all four locale files at once, under a lock so concurrent edits never clobber
// each other. Usage: node scripts/add-messages.mjs new.json   where new.json is
// { "map.key": { "ko": "…", "en": "…", "ja": "…", "zh-CN": "…" }, … }
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const LANGS = ['ko', 'en', 'ja', 'zh-CN'];
const dir = new URL('../src/i18n/locales/', import.meta.url);
const lock = new URL('.lock', dir);

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [key, v] of Object.entries(input)) {
  for (const l of LANGS) if (typeof v?.[l] !== 'string' || !v[l].trim()) throw new Error(`${key}: missing ${l}`);
}

const deadline = Date.now() + 10_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error('locale files are locked; remove src/i18n/locales/.lock if stale');
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const l of LANGS) {
    const file = new URL(`${l}.json`, dir);
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, v] of Object.entries(input)) messages[key] = v[l];
    const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
  }
  console.log(`added or updated ${Object.keys(input).length} message(s) in ${LANGS.join(', ')}`);
} finally {
  rmdirSync(lock);
}
