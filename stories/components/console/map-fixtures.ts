// A campus map as an organiser would upload it, for stories: a drawn image (as a data URL, so no file or host
// is needed) of 800 x 600 with buildings, and locations whose pins sit on them.
import type { LocationRow, UploadedCampusMap } from '@contract/campus-map';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="#dfe9d3"/>
<path d="M40 520 L300 360 L420 160 L760 120" stroke="#fff" stroke-width="26" fill="none"/>
<rect x="330" y="300" width="220" height="150" rx="18" fill="#b9d49c"/>
<rect x="150" y="170" width="140" height="90" fill="#c9b8a3"/>
<rect x="480" y="90" width="160" height="80" fill="#c9b8a3"/>
<rect x="600" y="380" width="120" height="110" fill="#c9b8a3"/>
</svg>`;

export const STORY_MAP_IMAGE = `data:image/svg+xml,${encodeURIComponent(SVG)}`;

export const STORY_LOCATIONS: LocationRow[] = [
  { id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' }, pin: { x: 55, y: 41 }, hasDetailMap: true, lat: 37.5583, lng: 126.9986 },
  { id: 11, names: { ko: '만해광장', en: 'Manhae Square', ja: '万海広場', 'zh-CN': '万海广场' }, pin: { x: 66, y: 31 }, hasDetailMap: true, lat: 37.5592, lng: 127.0001 },
  { id: 25, names: { ko: '새 광장', en: 'New Square', ja: '新広場', 'zh-CN': '新广场' }, pin: { x: 0, y: 0 }, hasDetailMap: false, lat: null, lng: null },
];

export const STORY_MAP: UploadedCampusMap = {
  image_url: STORY_MAP_IMAGE,
  width: 800,
  height: 600,
  pins: [
    { id: 3, x: 0.275, y: 0.36 },
    { id: 11, x: 0.7, y: 0.2 },
  ],
};
