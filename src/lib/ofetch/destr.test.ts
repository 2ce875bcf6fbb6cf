import { describe, expect, it } from 'vitest';
import realDestr from 'destr';
import destr from './destr';

describe('the client build’s destr', () => {
  it.each(['{"a":1,"b":[true,null]}', '[1,2]', '"text"', '42', 'true', 'null', 'not json', '', '{"broken":'])('reads %j as destr does', (text) => {
    expect(destr(text)).toEqual(realDestr(text));
  });
  it('drops __proto__ and constructor keys, as destr does', () => {
    const text = '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"ok":1}';
    const read = destr<Record<string, unknown>>(text);
    expect(read).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(realDestr<Record<string, unknown>>(text).ok).toBe(1);
  });
});
