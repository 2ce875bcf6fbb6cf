// The app's messages in chunks (vite.config.ts builds one per chunk and language, `virtual:<chunk>-text/<lang>`), so
// a page downloads the text it shows and not every screen's: the first paint's messages (`virtual:messages/<lang>`,
// the shell and what every page draws) and, apart, each screen's own text and that of parts that come later. The
// client draws a part inside the chunks it needs (src/i18n/late-messages.tsx) and the server names a page's chunks
// among what it loads first (server/page-preload.ts), so both read these tables.

/** Each chunk and the keys it holds (a key goes to the first chunk whose pattern it matches, else to the first paint's). */
export const TEXT_CHUNKS = {
  // The booth status panel's words are for admins only.
  admin: /^(admin\.|console\.|status\.(panel|error)\.|status\.set$)/,
  game: /^game\./,
  my: /^my\./,
  // Joining a booth's line and the ticket (the booth page, the your-turn layer); the map card's tag is status text.
  queue: /^queue\./,
  late: /^(fav|share|status)\./,
  // The page every visitor sees before a festival is set up.
  soon: /^soon\./,
  home: /^home\./,
  board: /^board\./,
  timetable: /^timetable\./,
  developers: /^developers\./,
  oldmap: /^oldmap\./,
  countdown: /^countdown\./,
  // A booth's and a place's own page (its hero, menus, corners, hours, nearby places); the booth card's day and night
  // words are drawn on the map and home lists, so they stay with the first paint.
  detail: /^booth\.(?!day$|night$)/,
} as const;
export type TextChunk = keyof typeof TEXT_CHUNKS;

/** The chunk of a message key; null for the first paint's messages. */
export function textChunkOf(key: string): TextChunk | null {
  for (const [chunk, pattern] of Object.entries(TEXT_CHUNKS)) if (pattern.test(key)) return chunk as TextChunk;
  return null;
}

/** What a part drawn inside a chunk's text waits for: the chunk and the chunks of the parts it shows. */
export const TEXT_NEEDS: Record<TextChunk, readonly TextChunk[]> = {
  late: ['late'],
  my: ['late', 'my'],
  game: ['late', 'game'],
  queue: ['late', 'queue'],
  // The admin area shows the board's posts, the lines and the developers' credits as visitors see them.
  admin: ['late', 'admin', 'queue', 'board', 'developers'],
  home: ['home'],
  board: ['board'],
  timetable: ['timetable'],
  developers: ['developers'],
  oldmap: ['oldmap'],
  countdown: ['countdown'],
  soon: ['soon'],
  detail: ['detail'],
};

/** Screens' own text, which the server draws them with (the other chunks' parts it leaves to the browser). */
export const DRAWN_TEXT: readonly TextChunk[] = ['home', 'board', 'timetable', 'developers', 'oldmap', 'countdown', 'detail'];
