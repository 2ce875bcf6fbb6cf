// Partner pubs of the word game and their coupon stock at the start of the festival.
import type { SamplePub } from './shapes';

export const SAMPLE_PUBS: SamplePub[] = [
  { name: '프론티어', stock: 60 },
  { name: '공과대학', stock: 40 },
  { name: '푸름누리', stock: 40 },
];
