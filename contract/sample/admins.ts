// Admin accounts of the sample festival. The name is what the board shows as writer.
// Codes are for local development only; deployments and tests set ADMIN_CODES instead.
import type { SampleAdmin } from './shapes';

export const SAMPLE_ADMINS: SampleAdmin[] = [
  { name: '축제기획단', role: 'Staff', code: 'staff-dev-1', booth_id: null },
  { name: '축제기획단 운영팀', role: 'Staff', code: 'staff-dev-2', booth_id: null },
  { name: '총학생회', role: 'Stuco', code: 'stuco-dev-1', booth_id: null },
  { name: '중앙동아리 프론티어', role: 'Club', code: 'club-dev-1', booth_id: 1 },
  { name: '멋쟁이사자처럼', role: 'Club', code: 'club-dev-2', booth_id: 12 },
  { name: '사진동아리 빛그림', role: 'Club', code: 'club-dev-3', booth_id: 13 },
  { name: '공과대학 학생회', role: 'Major', code: 'major-dev-1', booth_id: 2 },
  { name: '경영대학 학생회', role: 'Major', code: 'major-dev-2', booth_id: 14 },
  { name: '영화영상학과 학생회', role: 'Major', code: 'major-dev-3', booth_id: 15 },
];
