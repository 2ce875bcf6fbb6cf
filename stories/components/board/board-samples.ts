// Rows and posts shared by the board component stories.
import type { PostRowView } from '@/components/board/post-row';
import type { PostDetailView } from '@/components/board/post-detail';

export const ROWS: PostRowView[] = [
  { id: 27, category: 'Notice', title: '주점 마감 시간 및 귀가 안내', writer: '총학생회', createdAt: '2025-09-26T11:00:00+09:00', endTime: null, ended: false },
  { id: 30, category: 'Event', title: '마지막 밤 해피아워', writer: '멋쟁이사자처럼', createdAt: '2025-09-26T14:00:00+09:00', endTime: '2025-09-26T23:00:00+09:00', ended: false },
  { id: 25, category: 'Event', title: '굿즈 전 품목 30% 할인', writer: '디자인학부', createdAt: '2025-09-26T10:00:00+09:00', endTime: '2025-09-26T17:00:00+09:00', ended: true },
  { id: 31, category: 'LostItem', title: '보조배터리', writer: '축제기획단 운영팀', createdAt: '2025-09-26T16:30:00+09:00', endTime: null, ended: false },
];

export const LONG_WRITER_ROW: PostRowView = {
  id: 40,
  category: 'Notice',
  title: '아주 긴 제목이 한 줄을 넘어가면 말줄임표로 잘려서 보여요 — 목록의 높이는 그대로예요',
  writer: '동국대학교 제57대 총학생회 축제기획단…',
  createdAt: '2025-09-25T09:00:00+09:00',
  endTime: null,
  ended: false,
};

export const NOTICE: PostDetailView = {
  id: 1,
  category: 'Notice',
  title: '2025 동국대학교 가을 축제 일정 안내',
  writer: '축제기획단',
  createdAt: '2025-09-22T10:00:00+09:00',
  content: '2025 가을 축제는 9월 24일(수)부터 26일(금)까지 3일간 열립니다.',
};

export const EVENT: PostDetailView = {
  id: 30,
  category: 'Event',
  title: '마지막 밤 해피아워',
  writer: '멋쟁이사자처럼',
  createdAt: '2025-09-26T14:00:00+09:00',
  content: '21시부터 23시까지 모든 음료 1+1!',
  boothLocation: '만해광장',
  eventTime: '21:00 ~ 23:00',
};

export const LOST: PostDetailView = {
  id: 9,
  category: 'LostItem',
  title: '검정색 반지갑',
  writer: '축제기획단 운영팀',
  createdAt: '2025-09-24T13:20:00+09:00',
  content: '팔정도 안내 부스에 보관 중이에요. 신분증을 지참해 주세요.',
  foundLocation: '팔정도',
  image: '/images/lost/wallet.svg',
};
