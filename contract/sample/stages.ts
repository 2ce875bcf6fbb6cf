// Stage performances: none on day 1; club shows 15:00-20:00 and three celebrity acts each evening
// of days 2 and 3. Times are Korea time.
import type { SampleStage } from './shapes';

const STAGE_MAIN = '대운동장 특설무대';
const STAGE_PALJEONGDO = '팔정도 야외무대';

export const SAMPLE_STAGES: SampleStage[] = [
  { id: 1, name: '밴드 아우성', location_name: STAGE_MAIN, image_url: '/images/clubs/band.svg', kind: 'club', start_time: '2025-09-25T15:00:00+09:00', end_time: '2025-09-25T15:30:00+09:00' },
  { id: 2, name: '어쿠스틱 여울', location_name: STAGE_PALJEONGDO, image_url: '/images/clubs/acoustic.svg', kind: 'club', start_time: '2025-09-25T15:30:00+09:00', end_time: '2025-09-25T16:00:00+09:00' },
  { id: 3, name: '댄스 디플로우', location_name: STAGE_MAIN, image_url: '/images/clubs/dance.svg', kind: 'club', start_time: '2025-09-25T16:00:00+09:00', end_time: '2025-09-25T16:30:00+09:00' },
  { id: 4, name: '풍물패 한울림', location_name: STAGE_PALJEONGDO, image_url: '/images/clubs/traditional.svg', kind: 'club', start_time: '2025-09-25T16:30:00+09:00', end_time: '2025-09-25T17:10:00+09:00' },
  { id: 5, name: '힙합 비트라인', location_name: STAGE_MAIN, image_url: '/images/clubs/hiphop.svg', kind: 'club', start_time: '2025-09-25T17:10:00+09:00', end_time: '2025-09-25T17:40:00+09:00' },
  { id: 6, name: '아카펠라 화음', location_name: STAGE_PALJEONGDO, image_url: '/images/clubs/acoustic.svg', kind: 'club', start_time: '2025-09-25T18:00:00+09:00', end_time: '2025-09-25T18:30:00+09:00' },
  { id: 7, name: '밴드 은하수', location_name: STAGE_MAIN, image_url: '/images/clubs/band.svg', kind: 'club', start_time: '2025-09-25T18:30:00+09:00', end_time: '2025-09-25T19:00:00+09:00' },
  { id: 8, name: '재즈 스윙잇', location_name: STAGE_PALJEONGDO, image_url: null, kind: 'club', start_time: '2025-09-25T19:00:00+09:00', end_time: '2025-09-25T19:20:00+09:00' },
  { id: 9, name: '댄스 클라이맥스', location_name: STAGE_MAIN, image_url: '/images/clubs/dance.svg', kind: 'club', start_time: '2025-09-25T19:30:00+09:00', end_time: '2025-09-25T20:00:00+09:00' },
  { id: 10, name: '윤서하', location_name: STAGE_MAIN, image_url: '/images/artists/yoon-seoha.svg', kind: 'celebrity', start_time: '2025-09-25T20:00:00+09:00', end_time: '2025-09-25T20:40:00+09:00' },
  { id: 11, name: '실버라이닝', location_name: STAGE_MAIN, image_url: '/images/artists/silver-lining.svg', kind: 'celebrity', start_time: '2025-09-25T20:50:00+09:00', end_time: '2025-09-25T21:30:00+09:00' },
  { id: 12, name: 'DJ 코스모', location_name: STAGE_MAIN, image_url: '/images/artists/dj-cosmo.svg', kind: 'celebrity', start_time: '2025-09-25T21:40:00+09:00', end_time: '2025-09-25T22:30:00+09:00' },
  { id: 13, name: '마술 동아리 매직큐브', location_name: STAGE_PALJEONGDO, image_url: null, kind: 'club', start_time: '2025-09-26T15:00:00+09:00', end_time: '2025-09-26T15:20:00+09:00' },
  { id: 14, name: '밴드 소나기', location_name: STAGE_MAIN, image_url: '/images/clubs/band.svg', kind: 'club', start_time: '2025-09-26T15:30:00+09:00', end_time: '2025-09-26T16:00:00+09:00' },
  { id: 15, name: '댄스 스텝업', location_name: STAGE_MAIN, image_url: '/images/clubs/dance.svg', kind: 'club', start_time: '2025-09-26T16:00:00+09:00', end_time: '2025-09-26T16:40:00+09:00' },
  { id: 16, name: '통기타 동아리 포크송', location_name: STAGE_PALJEONGDO, image_url: '/images/clubs/acoustic.svg', kind: 'club', start_time: '2025-09-26T16:40:00+09:00', end_time: '2025-09-26T17:10:00+09:00' },
  { id: 17, name: '힙합 언더독', location_name: STAGE_MAIN, image_url: '/images/clubs/hiphop.svg', kind: 'club', start_time: '2025-09-26T17:00:00+09:00', end_time: '2025-09-26T17:30:00+09:00' },
  { id: 18, name: '합창단 늘푸른', location_name: STAGE_PALJEONGDO, image_url: null, kind: 'club', start_time: '2025-09-26T17:30:00+09:00', end_time: '2025-09-26T18:00:00+09:00' },
  { id: 19, name: '밴드 아우성 앵콜 무대', location_name: STAGE_MAIN, image_url: '/images/clubs/band.svg', kind: 'club', start_time: '2025-09-26T18:00:00+09:00', end_time: '2025-09-26T18:40:00+09:00' },
  { id: 20, name: '비보이 크루 리볼브', location_name: STAGE_MAIN, image_url: '/images/clubs/dance.svg', kind: 'club', start_time: '2025-09-26T18:50:00+09:00', end_time: '2025-09-26T19:20:00+09:00' },
  { id: 21, name: '연합 댄스 피날레', location_name: STAGE_MAIN, image_url: '/images/clubs/dance.svg', kind: 'club', start_time: '2025-09-26T19:30:00+09:00', end_time: '2025-09-26T20:00:00+09:00' },
  { id: 22, name: '한결', location_name: STAGE_MAIN, image_url: '/images/artists/hangyeol.svg', kind: 'celebrity', start_time: '2025-09-26T20:00:00+09:00', end_time: '2025-09-26T20:40:00+09:00' },
  { id: 23, name: '모노로그', location_name: STAGE_MAIN, image_url: '/images/artists/monolog.svg', kind: 'celebrity', start_time: '2025-09-26T20:50:00+09:00', end_time: '2025-09-26T21:30:00+09:00' },
  { id: 24, name: '크림슨 웨이브', location_name: STAGE_MAIN, image_url: '/images/artists/crimson-wave.svg', kind: 'celebrity', start_time: '2025-09-26T21:40:00+09:00', end_time: '2025-09-26T22:30:00+09:00' },
];
