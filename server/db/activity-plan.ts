// A plausible festival of visitor activity for the sample festival (issue 20), so the organiser dashboard has
// something to draw: likes, game plays, coupons given and redeemed, board reads and reads by language over each
// festival day's opening hours in Korea time. Pure and deterministic (a fixed seed): the same `now` gives the same
// plan, so journeys can compute the numbers they expect. Nothing after `now` happens. Opt-in only (SEED_ACTIVITY=1
// or `npm run seed -- --activity`): the default sample's like counts and coupon stock stay as tests expect them.
import { FESTIVAL_DATES, LANGUAGES, type Language } from '../../contract/constants';
import { SAMPLE_BOOTHS } from '../../contract/sample/booths';
import { SAMPLE_PUBS } from '../../contract/sample/pubs';

export interface PlannedLike {
  boothId: number;
  visitorId: string;
  at: number;
}
export interface PlannedPlay {
  id: string;
  visitorId: string;
  day: string;
  startedAt: number;
  finishedAt: number;
  won: boolean;
  /** The pub whose coupon the win asks for (it gets one only while that pub has a coupon released). */
  pub: string | null;
  /** When the coupon is shown at the pub's counter, if it is. */
  redeemAfterMs: number | null;
}
export interface PlannedCount {
  kind: 'board_read' | 'lang';
  key: string;
  /** The hour's first instant. */
  hour: number;
  count: number;
}
export interface ActivityPlan {
  likes: PlannedLike[];
  plays: PlannedPlay[];
  counts: PlannedCount[];
}

const HOUR = 3_600_000;
/** Relative busyness of each Korea hour (0-23): booths open late morning, the evening is the peak. */
const HOUR_WEIGHT = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 4, 3, 4, 5, 6, 9, 10, 10, 8, 5, 2];
/** Likes, plays and board reads on a day of weight 1 (the busiest hour has ten times as many). */
const PER_WEIGHT = { likes: 6, plays: 2, reads: 7 };
/** Days get busier towards the last night. */
const DAY_FACTOR = [0.8, 1, 1.3];
const LANGUAGE_SHARE: Record<Language, number> = { ko: 0.78, en: 0.1, ja: 0.05, 'zh-CN': 0.07 };

/** mulberry32: a small seeded generator, so the plan is the same on every machine. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kstHourStart = (day: string, hour: number) => Date.parse(`${day}T00:00:00+09:00`) + hour * HOUR;

export function activityPlan(now: number): ActivityPlan {
  const random = generator(20250924);
  const booths = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth');
  // Popular booths get more likes: weight by their starting likes.
  const boothWeights = booths.map((b) => b.initial_likes + 3);
  const weightSum = boothWeights.reduce((a, b) => a + b, 0);
  const pickBooth = () => {
    let r = random() * weightSum;
    for (let i = 0; i < booths.length; i++) if ((r -= boothWeights[i]) < 0) return booths[i].id;
    return booths[booths.length - 1].id;
  };
  const likes: PlannedLike[] = [];
  const plays: PlannedPlay[] = [];
  const counts: PlannedCount[] = [];
  const liked = new Set<string>();
  let visitor = 0;
  let play = 0;
  FESTIVAL_DATES.forEach((day, d) => {
    for (let hour = 0; hour < 24; hour++) {
      const w = HOUR_WEIGHT[hour] * DAY_FACTOR[d];
      if (!w) continue;
      const start = kstHourStart(day, hour);
      const at = () => start + Math.floor(random() * HOUR);
      for (let i = 0; i < Math.round(w * PER_WEIGHT.likes); i++) {
        const boothId = pickBooth();
        const visitorId = `activity-${++visitor}`;
        const when = at();
        if (when >= now || liked.has(`${boothId}:${visitorId}`)) continue;
        liked.add(`${boothId}:${visitorId}`);
        likes.push({ boothId, visitorId, at: when });
      }
      for (let i = 0; i < Math.round(w * PER_WEIGHT.plays); i++) {
        const startedAt = at();
        const finishedAt = startedAt + 40_000 + Math.floor(random() * 80_000);
        const won = random() < 0.45;
        const pub = won ? SAMPLE_PUBS[Math.floor(random() * SAMPLE_PUBS.length)].name : null;
        const redeemAfterMs = won && random() < 0.7 ? 10 * 60_000 + Math.floor(random() * 50 * 60_000) : null;
        if (finishedAt >= now) continue;
        plays.push({ id: `activity-play-${++play}`, visitorId: `activity-player-${play}`, day, startedAt, finishedAt, won, pub, redeemAfterMs });
      }
      if (start + HOUR > now) continue;
      const reads = Math.round(w * PER_WEIGHT.reads + random() * 5);
      counts.push({ kind: 'board_read', key: '', hour: start, count: reads });
      for (const lang of LANGUAGES) {
        const n = Math.round(w * 40 * LANGUAGE_SHARE[lang] * (0.8 + random() * 0.4));
        if (n) counts.push({ kind: 'lang', key: lang, hour: start, count: n });
      }
    }
  });
  return { likes, plays, counts };
}

/** Likes the plan gives in Korea hour `hour` of `day` (journeys compare the dashboard's table with it). */
export function plannedLikesInHour(plan: ActivityPlan, day: string, hour: number): number {
  const start = kstHourStart(day, hour);
  return plan.likes.filter((l) => l.at >= start && l.at < start + HOUR).length;
}
