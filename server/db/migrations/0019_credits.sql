-- The credits of the developers page as festival data (Staff edit them in the console): each person's teams,
-- role line, major, photo and an optional http(s) link, in the page's order (position). The 2025 team is
-- written here so every database, old or new, answers the page exactly as the code did before; `npm run seed`
-- writes the same rows again and a festival file may replace them.
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"teams" text[] NOT NULL,
	"role_display" text NOT NULL,
	"major" text NOT NULL,
	"image_url" text,
	"link" text
);
--> statement-breakpoint
INSERT INTO "credits" ("id", "position", "name", "teams", "role_display", "major", "image_url", "link") VALUES
	(1, 0, '김도윤', ARRAY['Team Lead', 'Back-End']::text[], '대표 · 백엔드 개발', '컴퓨터공학전공', '/images/developers/01.svg', NULL),
	(2, 1, '이서연', ARRAY['Team Lead', 'Front-End']::text[], '부대표 · 프론트엔드 개발', '멀티미디어소프트웨어공학전공', '/images/developers/02.svg', NULL),
	(3, 2, '박지우', ARRAY['PM/DS']::text[], '기획', '경영정보학과', '/images/developers/03.svg', NULL),
	(4, 3, '최하은', ARRAY['PM/DS']::text[], 'UI/UX 디자인', '미술학부', '/images/developers/04.svg', NULL),
	(5, 4, '정민재', ARRAY['PM/DS']::text[], '기획 · 디자인', '광고홍보학과', '/images/developers/05.svg', NULL),
	(6, 5, '강예준', ARRAY['Front-End']::text[], '프론트엔드 개발', '컴퓨터공학전공', '/images/developers/06.svg', NULL),
	(7, 6, '조수아', ARRAY['Front-End']::text[], '프론트엔드 개발', '정보통신공학전공', '/images/developers/07.svg', NULL),
	(8, 7, '윤지호', ARRAY['Front-End']::text[], '프론트엔드 개발', '멀티미디어소프트웨어공학전공', '/images/developers/08.svg', NULL),
	(9, 8, '장하린', ARRAY['Front-End']::text[], '프론트엔드 개발', '통계학과', '/images/developers/09.svg', NULL),
	(10, 9, '임시우', ARRAY['Front-End']::text[], '프론트엔드 개발', '컴퓨터공학전공', '/images/developers/10.svg', NULL),
	(11, 10, '한유나', ARRAY['Front-End']::text[], '프론트엔드 개발', '영어영문학부', '/images/developers/11.svg', NULL),
	(12, 11, '오건우', ARRAY['Front-End']::text[], '프론트엔드 개발', '전자전기공학부', '/images/developers/12.svg', NULL),
	(13, 12, '서채원', ARRAY['Front-End']::text[], '프론트엔드 개발', '수학과', '/images/developers/13.svg', NULL),
	(14, 13, '신준서', ARRAY['Back-End']::text[], '백엔드 개발', '컴퓨터공학전공', '/images/developers/14.svg', NULL),
	(15, 14, '권다은', ARRAY['Back-End']::text[], '백엔드 개발', '산업시스템공학과', '/images/developers/15.svg', NULL),
	(16, 15, '황민성', ARRAY['Back-End']::text[], '백엔드 개발', '정보통신공학전공', '/images/developers/16.svg', NULL),
	(17, 16, '안서준', ARRAY['Back-End']::text[], '백엔드 개발', '컴퓨터공학전공', '/images/developers/17.svg', NULL),
	(18, 17, '송지안', ARRAY['Back-End']::text[], '백엔드 개발', '통계학과', '/images/developers/18.svg', NULL),
	(19, 18, '류태윤', ARRAY['Back-End']::text[], '백엔드 개발', '전자전기공학부', '/images/developers/19.svg', NULL),
	(20, 19, '전소율', ARRAY['Back-End']::text[], '백엔드 개발', '경영정보학과', '/images/developers/20.svg', NULL),
	(21, 20, '홍현우', ARRAY['Back-End']::text[], '백엔드 개발', '멀티미디어소프트웨어공학전공', '/images/developers/21.svg', NULL),
	(22, 21, '문가은', ARRAY['Corporate Affairs']::text[], '대외협력', '경영학과', '/images/developers/22.svg', NULL),
	(23, 22, '배승민', ARRAY['Corporate Affairs']::text[], '대외협력', '경제학과', '/images/developers/23.svg', NULL),
	(24, 23, '노은채', ARRAY['Corporate Affairs', 'PM/DS']::text[], '대외협력 · 기획', '광고홍보학과', '/images/developers/24.svg', NULL);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('credits', 'id'), (SELECT max("id") FROM "credits"));
