import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { ADMIN_SCREENS_MODULE, screenFor, VISITOR_SCREENS } from './page-routes';

describe('screenFor (which screen a first load downloads alongside the messages)', () => {
  it('finds the screen of every kind of path once the festival is open', () => {
    expect(screenFor('/', true)).toBe('home');
    expect(screenFor('/map', true)).toBe('map');
    expect(screenFor('/map/', true)).toBe('map');
    expect(screenFor('/mapold', true)).toBe('oldMap');
    expect(screenFor('/board', true)).toBe('board');
    expect(screenFor('/board/12', true)).toBe('boardDetail');
    expect(screenFor('/booth/3', true)).toBe('booth');
    expect(screenFor('/toilet/40', true)).toBe('place');
    expect(screenFor('/event', true)).toBe('game');
    expect(screenFor('/admin/festa/notice/normal', true)).toBe('noticeForm');
    expect(screenFor('/admin/festa/notice/edit/7', true)).toBe('noticeForm');
    expect(screenFor('/admin/festa/notice/7', true)).toBe('adminPost');
    expect(screenFor('/admin/booth/notice/event/5', true)).toBe('eventDetail');
  });

  it('gives no screen for unknown paths after opening, and the countdown before it', () => {
    expect(screenFor('/nowhere', true)).toBeNull();
    expect(screenFor('/booth', true)).toBeNull();
    expect(screenFor('/booth/3/menu', true)).toBeNull();
    expect(screenFor('/', false)).toBe('countdown');
    expect(screenFor('/nowhere', false)).toBe('countdown');
    expect(screenFor('/map', false)).toBe('map');
  });
});

describe('VISITOR_SCREENS (the module the server names in a page for its screen)', () => {
  it('is the very module the client imports for each screen', () => {
    const routes = readFileSync('src/app/routes.tsx', 'utf8');
    for (const [name, file] of Object.entries(VISITOR_SCREENS)) {
      expect(existsSync(file), file).toBe(true);
      const spec = `@/${file.replace(/^src\//, '').replace(/\.tsx$/, '')}`;
      expect(routes, `${name} in src/app/routes.tsx`).toMatch(new RegExp(`\\b${name}: [^\\n]*import\\('${spec}'\\)`));
    }
    expect(existsSync(ADMIN_SCREENS_MODULE)).toBe(true);
  });
});
