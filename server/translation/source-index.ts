// The Korean source of every text the server may translate, keyed by (entity_type, entity_id, field),
// built from the server's own data. Only texts found here (with the same wording) are ever translated
// or stored; anything else a client sends is answered with its own text and status error.
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import type { Catalog } from '../services/catalog';

export interface SourceText {
  entityType: string;
  entityId: string;
  field: string;
  text: string;
}

export type SourceIndex = Map<string, SourceText>;

export function sourceKey(entityType: string, entityId: string | number, field: string): string {
  return `${entityType}\u0000${String(entityId)}\u0000${field}`;
}

/** Field names as the client asks for them (spec §3), so the 2025 client's calls find their texts. */
export async function buildSourceIndex(catalog: Pick<Catalog, 'booths' | 'board' | 'stages' | 'credits'>): Promise<SourceIndex> {
  const index: SourceIndex = new Map();
  const add = (entityType: string, entityId: number | string, field: string, text: string | null | undefined) => {
    if (text && text.trim()) index.set(sourceKey(entityType, entityId, field), { entityType, entityId: String(entityId), field, text });
  };
  const [booths, board, stages, credits] = await Promise.all([catalog.booths(), catalog.board(), catalog.stages(), catalog.credits()]);
  for (const b of booths.list) {
    add('booth', b.id, 'BoothName', b.name);
    add('booth', b.id, 'BoothDescription', b.description);
    add('booth', b.id, 'BoothLocation', b.location.name);
    b.corners.forEach((c, i) => add('booth', b.id, `CornerName_${i + 1}`, c));
    b.menus.forEach((m, i) => add('booth', b.id, `MenuName_${i + 1}`, m.name));
  }
  const posts = board.emergency ? [...board.posts, board.emergency] : board.posts;
  for (const p of posts) {
    add('board', p.id, 'BoardTitle', p.title);
    add('board', p.id, 'BoardContent', p.content);
    add('board', p.id, 'WriterName', p.writerName);
    if (p.category === 'LostItem') add('board', p.id, 'LostLocation', p.location);
    if (p.category === 'Notice') {
      add('notice', p.id, 'NoticeTitle', p.title);
      add('notice', p.id, 'NoticeContent', p.content);
    }
    if (p.writerAdminId !== null) add('writer', p.writerAdminId, 'WriterName', p.writerName);
  }
  for (const s of stages) {
    add('stage', s.id, 'StageName', s.name);
    add('stage', s.id, 'StagePlace', s.locationName);
  }
  for (const d of credits) {
    add('developer', d.id, 'DeveloperRole', d.roleDisplay);
    add('developer', d.id, 'DeveloperMajor', d.major);
  }
  for (const l of CAMPUS_LOCATIONS) add('location', l.id, 'LocationName', l.names.ko);
  return index;
}

/** The index, rebuilt only when the catalog hands out new data (its caches reload after a write). */
export function createSourceIndex(catalog: Pick<Catalog, 'booths' | 'board' | 'stages' | 'credits'>): () => Promise<SourceIndex> {
  let seen: unknown[] = [];
  let built: Promise<SourceIndex> | null = null;
  return async () => {
    const parts = await Promise.all([catalog.booths(), catalog.board(), catalog.stages(), catalog.credits()]);
    if (!built || parts.some((p, i) => p !== seen[i])) {
      seen = parts;
      built = buildSourceIndex({ booths: async () => parts[0], board: async () => parts[1], stages: async () => parts[2], credits: async () => parts[3] } as never);
    }
    return built;
  };
}
