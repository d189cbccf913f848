import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/tables.ts', './server/db/entityTables.ts', './server/db/alertTables.ts', './server/db/ptmTables.ts', './server/db/examTables.ts', './server/db/attendanceTables.ts', './server/db/feedbackTables.ts', './server/db/uploadMappingTables.ts', './server/db/savedViewTables.ts', './server/db/derivedTables.generated.ts'],
  out: './server/db/migrations',
});
