import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/tables.ts', './server/db/entityTables.ts', './server/db/alertTables.ts'],
  out: './server/db/migrations',
});
