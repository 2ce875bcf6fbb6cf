// What every route module receives: the database, the clock, the in-memory catalog and settings.
import type { Clock } from './clock';
import type { WinRule } from './config';
import type { Db, DbKind } from './db/client';
import type { VisitorIds } from './lib/secrets';
import type { Catalog } from './services/catalog';
import type { Sessions } from './services/sessions';

export interface Deps {
  db: Db;
  kind: DbKind;
  clock: Clock;
  catalog: Catalog;
  visitorIds: VisitorIds;
  sessions: Sessions;
  uploadsDir: string;
  winRule: WinRule;
}
