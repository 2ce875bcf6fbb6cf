// The campus locations of the 2025 festival (id 23 never existed) and their map pins.
import { CAMPUS_BOX } from '../constants';
import type { CampusLocation } from '../types';

export const CAMPUS_LOCATIONS: CampusLocation[] = [
  {
    id: 3,
    names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' },
    pin: { x: 55, y: 41 },
    hasDetailMap: true,
  },
  {
    id: 4,
    names: { ko: '만해/법학관', en: 'Manhae / Law Building', ja: '万海/法学館', 'zh-CN': '万海/法学馆' },
    pin: { x: 42, y: 41 },
    hasDetailMap: true,
  },
  {
    id: 5,
    names: { ko: '명진관', en: 'Myeongjin Hall', ja: '明進館', 'zh-CN': '明进馆' },
    pin: { x: 45, y: 28 },
    hasDetailMap: true,
  },
  {
    id: 6,
    names: { ko: '혜화별관', en: 'Hyehwa Annex', ja: '恵化別館', 'zh-CN': '惠化别馆' },
    pin: { x: 32, y: 43 },
    hasDetailMap: false,
  },
  {
    id: 7,
    names: { ko: '팔정도', en: 'Paljeongdo', ja: '八正道', 'zh-CN': '八正道' },
    pin: { x: 48, y: 33 },
    hasDetailMap: true,
  },
  {
    id: 8,
    names: {
      ko: '경영/사과관',
      en: 'Business / Social Science Hall',
      ja: '経営/社会科学館',
      'zh-CN': '经营/社会科学馆',
    },
    pin: { x: 23, y: 51 },
    hasDetailMap: true,
  },
  {
    id: 11,
    names: { ko: '만해광장', en: 'Manhae Square', ja: '万海広場', 'zh-CN': '万海广场' },
    pin: { x: 66, y: 31 },
    hasDetailMap: true,
  },
  {
    id: 12,
    names: { ko: '원흥관', en: 'Wonheung Hall', ja: '元興館', 'zh-CN': '元兴馆' },
    pin: { x: 60, y: 24 },
    hasDetailMap: true,
  },
  {
    id: 13,
    names: {
      ko: '문화관 편의점',
      en: 'Munhwa Hall Convenience Store',
      ja: '文化館コンビニ',
      'zh-CN': '文化馆便利店',
    },
    pin: { x: 21, y: 61 },
    hasDetailMap: false,
  },
  {
    id: 14,
    names: {
      ko: '학림관 편의점',
      en: 'Hakrim Hall Convenience Store',
      ja: '学林館コンビニ',
      'zh-CN': '学林馆便利店',
    },
    pin: { x: 73, y: 52 },
    hasDetailMap: false,
  },
  {
    id: 15,
    names: { ko: '교수회관', en: 'Faculty Hall', ja: '教授会館', 'zh-CN': '教授会馆' },
    pin: { x: 41, y: 36 },
    hasDetailMap: false,
  },
  {
    id: 16,
    names: { ko: '본관', en: 'Main Building', ja: '本館', 'zh-CN': '本馆' },
    pin: { x: 54, y: 30 },
    hasDetailMap: false,
  },
  {
    id: 17,
    names: { ko: '혜화관', en: 'Hyehwa Hall', ja: '恵化館', 'zh-CN': '惠化馆' },
    pin: { x: 35, y: 48 },
    hasDetailMap: true,
  },
  {
    id: 18,
    names: { ko: '경영관', en: 'Business Hall', ja: '経営館', 'zh-CN': '经营馆' },
    pin: { x: 23, y: 36 },
    hasDetailMap: false,
  },
  {
    id: 19,
    names: { ko: '학술문화관', en: 'Academic & Culture Hall', ja: '学術文化館', 'zh-CN': '学术文化馆' },
    pin: { x: 25, y: 63 },
    hasDetailMap: false,
  },
  {
    id: 20,
    names: { ko: '학림관', en: 'Hakrim Hall', ja: '学林館', 'zh-CN': '学林馆' },
    pin: { x: 70, y: 60 },
    hasDetailMap: false,
  },
  {
    id: 21,
    names: { ko: '학생회관', en: 'Student Union Building', ja: '学生会館', 'zh-CN': '学生会馆' },
    pin: { x: 76, y: 28 },
    hasDetailMap: false,
  },
  {
    id: 22,
    names: {
      ko: '정보문화관',
      en: 'Information & Culture Hall',
      ja: '情報文化館',
      'zh-CN': '信息文化馆',
    },
    pin: { x: 70, y: 22 },
    hasDetailMap: false,
  },
  {
    id: 24,
    names: { ko: '신공학관', en: 'New Engineering Building', ja: '新工学館', 'zh-CN': '新工学馆' },
    pin: { x: 54, y: 17 },
    hasDetailMap: false,
  },
];

/**
 * Pin percentages to coordinates: x runs west to east over the campus box, y runs from the
 * north edge (top of the map) to the south edge. Good enough for distances in metres.
 */
export function pinToLatLng(pin: { x: number; y: number }): { lat: number; lng: number } {
  const lng = CAMPUS_BOX.lngMin + (pin.x / 100) * (CAMPUS_BOX.lngMax - CAMPUS_BOX.lngMin);
  const lat = CAMPUS_BOX.latMax - (pin.y / 100) * (CAMPUS_BOX.latMax - CAMPUS_BOX.latMin);
  return { lat, lng };
}

export function locationById(id: number): CampusLocation | undefined {
  return CAMPUS_LOCATIONS.find((l) => l.id === id);
}
