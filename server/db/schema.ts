// One Drizzle schema for the festival server. Keep SQL within PostgreSQL 15 (Debian's):
// PGlite is newer, so nothing here may rely on features after 15.
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Server-wide values that must survive restarts and be shared by processes (visitor-id key, ...). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Global counters read by every process (game success count). */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  nameZh: text('name_zh').notNull(),
  pinX: doublePrecision('pin_x').notNull(),
  pinY: doublePrecision('pin_y').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  hasDetailMap: boolean('has_detail_map').notNull().default(false),
  /** The pin on the uploaded campus map (campus_map), as fractions of the image; null: not placed (migration 0017). */
  mapX: doublePrecision('map_x'),
  mapY: doublePrecision('map_y'),
});

/** The festival's uploaded campus map (one row, id 1; none: the built-in art). Migration 0017. */
export const campusMap = pgTable('campus_map', {
  id: integer('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

/** A location's detail plan (migration 0018): an optional uploaded image (null: the sample's drawn shapes). */
export const buildingPlans = pgTable('building_plans', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  imageUrl: text('image_url'),
  width: integer('width'),
  height: integer('height'),
  updatedAt: tz('updated_at').notNull(),
});

/** A booth label's spot on its location's plan for one festival date and day/night, percent of the plan (0018). */
export const planSpots = pgTable(
  'plan_spots',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => buildingPlans.locationId, { onDelete: 'cascade' }),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    night: boolean('night').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
  },
  (t) => [primaryKey({ name: 'plan_spots_pk', columns: [t.locationId, t.boothId, t.date, t.night] }), index('plan_spots_booth_idx').on(t.boothId)],
);

/** The developers page's people, in the page's order (migration 0019, which also writes the 2025 team). */
export const credits = pgTable('credits', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  teams: text('teams').array().notNull(),
  roleDisplay: text('role_display').notNull(),
  major: text('major').notNull(),
  imageUrl: text('image_url'),
  link: text('link'),
});

export const booths = pgTable(
  'booths',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    imageUrl: text('image_url'),
    isNight: boolean('is_night').notNull().default(false),
    isDorder: boolean('is_dorder').notNull().default(false),
    description: text('description'),
    /** dorder booths: tables free now (read between 17:30 and 23:00 Korea time). */
    canUsage: boolean('can_usage'),
    /** Always equal to the rows of booth_likes for this booth: changed only under this row's lock. */
    likeCount: integer('like_count').notNull().default(0),
    /** Taken from booth_like_version_seq at every write of like_count: the later of two counts has the larger version. */
    likeVersion: bigint('like_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('booth_like_version_seq')`),
  },
  (t) => [index('booths_category_idx').on(t.category), index('booths_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const boothSchedules = pgTable(
  'booth_schedules',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD (Korea) */
    day: text('day').notNull(),
    /** hh:mm:ss, null while preparing */
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (t) => [index('booth_schedules_booth_idx').on(t.boothId), index('booth_schedules_day_idx').on(t.day, t.boothId)],
);

export const boothCorners = pgTable(
  'booth_corners',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('booth_corners_booth_idx').on(t.boothId)],
);

export const boothMenus = pgTable(
  'booth_menus',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    imageUrl: text('image_url'),
    isSoldout: boolean('is_soldout').notNull().default(false),
    /** When the booth's admin last marked it sold out (null: never, or back on sale). */
    soldoutAt: tz('soldout_at'),
    sold: integer('sold').notNull().default(0),
    isEntryFee: boolean('is_entry_fee').notNull().default(false),
  },
  (t) => [index('booth_menus_booth_idx').on(t.boothId)],
);

/** One row per (visitor, booth): a like. */
export const boothLikes = pgTable(
  'booth_likes',
  {
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boothId, t.visitorId] }),
    index('booth_likes_visitor_idx').on(t.visitorId),
    // The dashboard's likes per hour (migration 0011).
    index('booth_likes_created_idx').on(t.createdAt),
  ],
);

export const stages = pgTable(
  'stages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    locationName: text('location_name').notNull(),
    imageUrl: text('image_url'),
    kind: text('kind').notNull(),
    startTime: tz('start_time').notNull(),
    endTime: tz('end_time').notNull(),
  },
  (t) => [index('stages_start_idx').on(t.startTime)],
);

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  role: text('role').notNull(),
  /** First 4 hex digits of SHA-256(code): narrows the scrypt checks to about one admin. */
  codeLookup: text('code_lookup').notNull(),
  /** scrypt$salt$hash: the code itself is never stored. */
  codeHash: text('code_hash').notNull(),
  boothId: integer('booth_id').references(() => booths.id, { onDelete: 'set null' }),
  /** Set when Staff revoke the account in the console: its code stops working and its sessions end. */
  revokedAt: tz('revoked_at'),
  /** When the console created the account (null for seeded and ADMIN_CODES accounts). */
  createdAt: tz('created_at'),
});

/** One row per login: an admin may be logged in on several devices, each uid valid until it expires. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the uid handed to the client. */
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    writerAdminId: integer('writer_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    writerName: text('writer_name').notNull(),
    boothId: integer('booth_id').references(() => booths.id, { onDelete: 'set null' }),
    /** Lost items: where it was found. */
    location: text('location'),
    /** File name under the uploads folder. */
    image: text('image'),
    startTime: tz('start_time'),
    endTime: tz('end_time'),
    isEmergency: boolean('is_emergency').notNull().default(false),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt),
    // Board pages (migration 0004): listed posts newest first, per category, by booth, and the search.
    index('posts_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`not ${t.isEmergency}`),
    index('posts_category_list_idx').on(t.category, t.createdAt.desc(), t.id.desc()).where(sql`not ${t.isEmergency}`),
    index('posts_booth_idx').on(t.boothId),
    index('posts_search_idx').using('gin', sql`(${t.title} || E'\n' || ${t.writerName} || E'\n' || ${t.content}) gin_trgm_ops`),
  ],
);

/** Tries per visitor per Korea festival day, counted with one atomic upsert. */
export const gameTries = pgTable(
  'game_tries',
  {
    visitorId: text('visitor_id').notNull(),
    day: text('day').notNull(),
    tries: integer('tries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.day] })],
);

export const gamePlays = pgTable(
  'game_plays',
  {
    id: text('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    day: text('day').notNull(),
    startedAt: tz('started_at').notNull(),
    finishedAt: tz('finished_at'),
    succeeded: boolean('succeeded').notNull().default(false),
    won: boolean('won').notNull().default(false),
    couponClaimed: boolean('coupon_claimed').notNull().default(false),
  },
  (t) => [index('game_plays_visitor_idx').on(t.visitorId, t.startedAt), index('game_plays_started_idx').on(t.startedAt)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    pubName: text('pub_name').notNull(),
    code: text('code').notNull().unique(),
    playId: text('play_id').references(() => gamePlays.id),
    claimedAt: tz('claimed_at'),
    /** Released over the opening hours (services/coupon-release.ts); null: available at once. */
    availableFrom: tz('available_from'),
    /** Redeemed once at the pub's counter (routes/coupons.ts): when, and the admin's name. */
    redeemedAt: tz('redeemed_at'),
    redeemedBy: text('redeemed_by'),
  },
  (t) => [
    uniqueIndex('coupons_play_idx').on(t.playId),
    index('coupons_pub_idx').on(t.pubName),
    index('coupons_release_idx').on(t.pubName, t.availableFrom),
  ],
);

/** Per-address token buckets shared by every process (services/limits.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_at_idx').on(t.atMs)],
);

/** The wait at a booth as its own admin last said it (issue 20); older than 45 minutes reads as unknown. */
export const boothStatus = pgTable('booth_status', {
  boothId: integer('booth_id')
    .primaryKey()
    .references(() => booths.id, { onDelete: 'cascade' }),
  /** open | short | long | very_long | closed */
  status: text('status').notNull(),
  updatedAt: tz('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => admins.id, { onDelete: 'set null' }),
});

/** Every console change: who, when, what, on which entity, with short before/after summaries. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: tz('at').notNull(),
    adminId: integer('admin_id'),
    adminName: text('admin_name').notNull(),
    adminRole: text('admin_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** The festival's settings (contract/festival.ts) as JSON in a single row (id 1); no row: no festival yet. */
export const festival = pgTable('festival', {
  id: integer('id').primaryKey().default(1),
  settings: text('settings').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

/** A booth's virtual queue (issue 25; docs/queue.md). Every write locks this row first. */
export const queueLines = pgTable('queue_lines', {
  boothId: integer('booth_id')
    .primaryKey()
    .references(() => booths.id, { onDelete: 'cascade' }),
  /** open | paused | closed */
  state: text('state').notNull().default('closed'),
  partyMin: integer('party_min').notNull().default(1),
  partyMax: integer('party_max').notNull().default(6),
  minutesPerParty: integer('minutes_per_party').notNull().default(5),
  graceMinutes: integer('grace_minutes').notNull().default(5),
  nextNumber: integer('next_number').notNull().default(1),
  updatedAt: tz('updated_at').notNull(),
});

export const queueTickets = pgTable(
  'queue_tickets',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => queueLines.boothId, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    visitorId: text('visitor_id').notNull(),
    partySize: integer('party_size').notNull(),
    /** waiting | called | seated | missed | left */
    state: text('state').notNull().default('waiting'),
    joinedAt: tz('joined_at').notNull(),
    calledAt: tz('called_at'),
    doneAt: tz('done_at'),
  },
  (t) => [
    uniqueIndex('queue_tickets_number_idx').on(t.boothId, t.number),
    uniqueIndex('queue_tickets_open_idx').on(t.boothId, t.visitorId).where(sql`${t.state} IN ('waiting', 'called')`),
    index('queue_tickets_visitor_idx').on(t.visitorId),
    // Migration 0016: the dashboard reads a day's tickets by joined_at.
    index('queue_tickets_joined_idx').on(t.joinedAt),
  ],
);

/** The booth admin's calls, seatings and no-shows: the undo stack and the recent call rate. */
export const queueActions = pgTable(
  'queue_actions',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => queueLines.boothId, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => queueTickets.id, { onDelete: 'cascade' }),
    /** call | seated | no_show */
    action: text('action').notNull(),
    fromState: text('from_state').notNull(),
    at: tz('at').notNull(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    undone: boolean('undone').notNull().default(false),
  },
  // Migration 0016: a booth's recent calls (the wait estimate) by time.
  (t) => [index('queue_actions_booth_idx').on(t.boothId, t.id), index('queue_actions_booth_at_idx').on(t.boothId, t.at)],
);

/** A visitor's Web Push subscription for one ticket (issue 25): sent the call, dropped on a 404/410 from the push service. */
export const queuePush = pgTable('queue_push', {
  ticketId: integer('ticket_id')
    .primaryKey()
    .references(() => queueTickets.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /** The notification's text in the visitor's language, as their page formatted it. */
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: tz('created_at').notNull(),
});

/** Dashboard counters (issue 20): board posts read, requests by language, per hour; flushed in batches (services/dashboard.ts). */
export const dashboardCounts = pgTable(
  'dashboard_counts',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull().default(''),
    hour: tz('hour').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'dashboard_counts_pk', columns: [t.kind, t.key, t.hour] })],
);

/** Each process's open live streams, refreshed every few seconds: their sum is "live visitors now". */
export const dashboardPresence = pgTable('dashboard_presence', {
  processId: text('process_id').primaryKey(),
  streams: integer('streams').notNull(),
  seenAt: tz('seen_at').notNull(),
});
