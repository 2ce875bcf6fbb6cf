import { describe, expect, it } from 'vitest';
import { readMapNavigationState } from './map-state';

describe('readMapNavigationState', () => {
  it('keeps a known filter and a known location id', () => {
    expect(readMapNavigationState({ filter: 'Toilet', pin: 16 })).toEqual({ filter: 'Toilet', pin: 16 });
    expect(readMapNavigationState({ filter: 'Drink' })).toEqual({ filter: 'Drink' });
    expect(readMapNavigationState({ pin: null })).toEqual({ pin: null });
  });

  it('drops what is not the map state', () => {
    expect(readMapNavigationState(null)).toBeNull();
    expect(readMapNavigationState('Booth')).toBeNull();
    expect(readMapNavigationState({ filter: 'Pub', pin: 23 })).toBeNull();
    expect(readMapNavigationState({ filter: 'Booth', pin: '7' })).toEqual({ filter: 'Booth' });
  });
});
