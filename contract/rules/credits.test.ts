import { describe, expect, it } from 'vitest';
import { SAMPLE_CREDITS } from '../credits';
import { creditProblems, isWebLink } from './credits';

const ok: { name: string; teams: string[]; role: string; major: string; link: string | null } = { name: '김새봄', teams: ['Front-End'], role: '프론트엔드 개발', major: '', link: null };
const codes = (x: Partial<typeof ok> & Record<string, unknown>) => creditProblems({ ...ok, ...x } as typeof ok).map((p) => `${p.field}:${p.code}`);

describe('credit rules', () => {
  it('accept the 2025 team as it is', () => {
    for (const c of SAMPLE_CREDITS) expect(creditProblems({ name: c.name, teams: c.roles, role: c.roleDisplay, major: c.major, link: c.link ?? null })).toEqual([]);
  });

  it('name: required, at most 40, no markup or formula start', () => {
    expect(codes({ name: '  ' })).toEqual(['name:name_required']);
    expect(codes({ name: '가'.repeat(40) })).toEqual([]);
    expect(codes({ name: '가'.repeat(41) })).toEqual(['name:name_too_long']);
    for (const name of ['=1+1', '+82', '-x', '@me', 'a<b', 'b>a']) expect(codes({ name })).toEqual(['name:name_chars']);
  });

  it('teams: at least one, only the known teams', () => {
    expect(codes({ teams: [] })).toEqual(['teams:teams_required']);
    expect(codes({ teams: ['Front-End', 'Wizards'] })).toEqual(['teams:teams_required']);
    expect(codes({ teams: ['Team Lead', 'PM/DS', 'Front-End', 'Back-End', 'Corporate Affairs'] })).toEqual([]);
  });

  it('role and major: lengths and no < or >', () => {
    expect(codes({ role: '' })).toEqual(['role:role_required']);
    expect(codes({ role: 'x'.repeat(61) })).toEqual(['role:role_too_long']);
    expect(codes({ role: '<script>alert(1)</script>' })).toEqual(['role:text_chars']);
    expect(codes({ major: 'x'.repeat(61) })).toEqual(['major:major_too_long']);
    expect(codes({ major: '<b>' })).toEqual(['major:text_chars']);
  });

  it('link: http or https only, nothing that could run or break out of the attribute', () => {
    for (const link of ['https://example.com', 'http://example.com/a?b=c#d', 'HTTPS://EXAMPLE.COM/x']) expect(isWebLink(link)).toBe(true);
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      '//example.com',
      'https://',
      'https://user:pass@example.com',
      'https://example.com/"onmouseover="x',
      "https://example.com/'x",
      'https://exa mple.com',
      'https://example.com/<script>',
      'https://example.com/\\x',
    ]) {
      expect(isWebLink(link), link).toBe(false);
    }
    expect(codes({ link: '' })).toEqual([]);
    expect(codes({ link: ' https://example.com ' })).toEqual([]);
    expect(codes({ link: 'javascript:alert(1)' })).toEqual(['link:link_scheme']);
    expect(codes({ link: `https://example.com/${'a'.repeat(300)}` })).toEqual(['link:link_too_long']);
  });
});
