import { describe, expect, it } from 'vitest';
import { activeTab, isGameFullScreen, mainScroll, showBottomTabs, showLanguageDropdown, topBarVariant, withBase } from './route-rules';

describe('route rules (spec §2 layout)', () => {
  it('keeps the map tab active on map and detail paths', () => {
    for (const p of ['/map', '/mapold', '/booth/3', '/drink/9', '/foodtruck/2', '/toilet/40']) expect(activeTab(p)).toBe('map');
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/timetable')).toBe('timetable');
    expect(activeTab('/board/12')).toBe('board');
    expect(activeTab('/event')).toBe('game');
    expect(activeTab('/developers')).toBeNull();
    expect(activeTab('/boothy')).toBeNull();
  });

  it('chooses the top bar variant', () => {
    expect(topBarVariant('/')).toBe('default');
    expect(topBarVariant('/booth/1')).toBe('back');
    expect(topBarVariant('/toilet/1')).toBe('back');
    expect(topBarVariant('/board/5')).toBe('board-detail');
    expect(topBarVariant('/board')).toBe('default');
    expect(topBarVariant('/admin/festa')).toBe('admin');
    expect(topBarVariant('/admin')).toBe('admin');
    expect(topBarVariant('/event', 'playing')).toBe('none');
    expect(topBarVariant('/event', 'intro')).toBe('default');
  });

  it('hides bars in full-screen game phases and the tabs on admin routes', () => {
    expect(isGameFullScreen('/event', 'countdown')).toBe(true);
    expect(isGameFullScreen('/event', 'instruction')).toBe(false);
    expect(isGameFullScreen('/event', null)).toBe(false);
    expect(showBottomTabs('/event', 'playing')).toBe(false);
    expect(showBottomTabs('/admin/booth')).toBe(false);
    expect(showBottomTabs('/map')).toBe(true);
    expect(showLanguageDropdown('/event')).toBe(false);
    expect(showLanguageDropdown('/map')).toBe(true);
  });

  it('sets scrolling per route and prefixes the base path', () => {
    expect(mainScroll('/map')).toBe('none');
    expect(mainScroll('/admin/festa')).toBe('hidden-bar');
    expect(mainScroll('/admin/booth')).toBe('hidden-bar');
    expect(mainScroll('/board')).toBe('auto');
    expect(withBase('/map')).toBe('/map');
    expect(withBase('http://x')).toBe('http://x');
  });
});
