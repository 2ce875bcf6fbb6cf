// Drizzle Kit: one schema (the festival tables and the translation records), one migrations folder.
// `npm run db:generate` writes SQL for PostgreSQL 15; PGlite and node-postgres both run it.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/translation/schema.ts'],
  out: './server/db/migrations',
  strict: true,
  verbose: false,
});
