// The 24 members of the team that built the festival app, as the developers page shows them.
import type { SampleDeveloper } from './shapes';

export const SAMPLE_DEVELOPERS: SampleDeveloper[] = [
  { id: 1, name: '김도윤', roles: ['Team Lead', 'Back-End'], roleDisplay: '대표 · 백엔드 개발', major: '컴퓨터공학전공', image: '/images/developers/01.svg' },
  { id: 2, name: '이서연', roles: ['Team Lead', 'Front-End'], roleDisplay: '부대표 · 프론트엔드 개발', major: '멀티미디어소프트웨어공학전공', image: '/images/developers/02.svg' },
  { id: 3, name: '박지우', roles: ['PM/DS'], roleDisplay: '기획', major: '경영정보학과', image: '/images/developers/03.svg' },
  { id: 4, name: '최하은', roles: ['PM/DS'], roleDisplay: 'UI/UX 디자인', major: '미술학부', image: '/images/developers/04.svg' },
  { id: 5, name: '정민재', roles: ['PM/DS'], roleDisplay: '기획 · 디자인', major: '광고홍보학과', image: '/images/developers/05.svg' },
  { id: 6, name: '강예준', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '컴퓨터공학전공', image: '/images/developers/06.svg' },
  { id: 7, name: '조수아', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '정보통신공학전공', image: '/images/developers/07.svg' },
  { id: 8, name: '윤지호', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '멀티미디어소프트웨어공학전공', image: '/images/developers/08.svg' },
  { id: 9, name: '장하린', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '통계학과', image: '/images/developers/09.svg' },
  { id: 10, name: '임시우', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '컴퓨터공학전공', image: '/images/developers/10.svg' },
  { id: 11, name: '한유나', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '영어영문학부', image: '/images/developers/11.svg' },
  { id: 12, name: '오건우', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '전자전기공학부', image: '/images/developers/12.svg' },
  { id: 13, name: '서채원', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '수학과', image: '/images/developers/13.svg' },
  { id: 14, name: '신준서', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '컴퓨터공학전공', image: '/images/developers/14.svg' },
  { id: 15, name: '권다은', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '산업시스템공학과', image: '/images/developers/15.svg' },
  { id: 16, name: '황민성', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '정보통신공학전공', image: '/images/developers/16.svg' },
  { id: 17, name: '안서준', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '컴퓨터공학전공', image: '/images/developers/17.svg' },
  { id: 18, name: '송지안', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '통계학과', image: '/images/developers/18.svg' },
  { id: 19, name: '류태윤', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '전자전기공학부', image: '/images/developers/19.svg' },
  { id: 20, name: '전소율', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '경영정보학과', image: '/images/developers/20.svg' },
  { id: 21, name: '홍현우', roles: ['Back-End'], roleDisplay: '백엔드 개발', major: '멀티미디어소프트웨어공학전공', image: '/images/developers/21.svg' },
  { id: 22, name: '문가은', roles: ['Corporate Affairs'], roleDisplay: '대외협력', major: '경영학과', image: '/images/developers/22.svg' },
  { id: 23, name: '배승민', roles: ['Corporate Affairs'], roleDisplay: '대외협력', major: '경제학과', image: '/images/developers/23.svg' },
  { id: 24, name: '노은채', roles: ['Corporate Affairs', 'PM/DS'], roleDisplay: '대외협력 · 기획', major: '광고홍보학과', image: '/images/developers/24.svg' },
];
