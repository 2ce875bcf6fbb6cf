import { describe, expect, it } from 'vitest';
import type { BoothDetail } from '@contract/types';
import { detailFields, detailLocation, toDetailView } from './detail-fields';

const detail = {
  id: 13,
  booth_id: 13,
  name: '빛그림 즉석 사진관',
  category: 'Booth',
  image_url: null,
  is_night: false,
  is_dorder: false,
  booth_can_usage: null,
  booth_description: '  ',
  location: { id: 99, name: '임시 천막', lat: null, lng: null },
  location_name: '',
  location_description: '임시 천막',
  schedules: [],
  corners: [{ name: '폴라로이드' }, { name: '네컷' }],
  menus: [{ name: '폴라로이드 1장', price: 3000, image_url: null, is_soldout: false }],
  like_cnt: 4,
  is_liked: false,
  is_event: false,
  event_id: null,
} satisfies BoothDetail;

describe('detail view', () => {
  it('reads the varying wire: a blank description is none, location_description stands in for location_name', () => {
    const v = toDetailView(detail);
    expect(v.description).toBeNull();
    expect(v.location).toEqual({ id: 99, name: '임시 천막' });
    expect(v.canUsage).toBeNull();
    const { id: _id, ...withoutId } = detail;
    expect(toDetailView(withoutId as unknown as BoothDetail).id).toBe(13);
  });

  it('asks for the spec field names: BoothName, BoothLocation, CornerName_n and MenuName_n from 1', () => {
    const fields = detailFields(toDetailView(detail)).map((f) => [f.field, f.source_text]);
    expect(fields).toEqual([
      ['BoothName', '빛그림 즉석 사진관'],
      ['BoothLocation', '임시 천막'],
      ['CornerName_1', '폴라로이드'],
      ['CornerName_2', '네컷'],
      ['MenuName_1', '폴라로이드 1장'],
    ]);
  });

  it('names a campus location from the locations table, without a translation call', () => {
    const v = toDetailView({ ...detail, location: { id: 7, name: '팔정도', lat: null, lng: null }, location_name: '팔정도' });
    expect(detailFields(v).some((f) => f.field === 'BoothLocation')).toBe(false);
    expect(detailLocation(v, 'en', (_k, s) => s)).toBe('Paljeongdo');
    expect(detailLocation(v, 'ko', (_k, s) => s)).toBe('팔정도');
  });
});
