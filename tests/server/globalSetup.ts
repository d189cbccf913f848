// Once per test run: start making the seeded templates every API suite starts from (tests/server/templates.ts), in a
// child process, without waiting for it: the component and unit tests run meanwhile, and each API suite waits for
// the ready file (harness.ts). Migrating and seeding once per engine, instead of once per suite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dropPostgresTemplate, migratedName, type TemplatePlan } from './templates.js';

type Provide = (key: 'pgliteTemplate' | 'pgliteMigrated' | 'postgresTemplate' | 'postgresMigrated' | 'templatesReady', value: string) => void;

export default async function setup({ provide }: { provide: Provide }) {
  const id = randomBytes(6).toString('hex');
  const dir = path.resolve('.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const plan: TemplatePlan = {
    pgliteFile: path.join(dir, `pglite-test-template-${id}.tar`),
    pgliteMigratedFile: path.join(dir, `pglite-test-migrated-${id}.tar`),
    postgresName: process.env.TEST_DATABASE_URL ? `eoc_template_${id}` : undefined,
    readyFile: path.join(dir, `test-templates-${id}.json`),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/server/templates.ts'), JSON.stringify(plan)],
    { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => { child.on('exit', () => resolve()); child.on('error', () => resolve()); });
  provide('pgliteTemplate', plan.pgliteFile);
  provide('pgliteMigrated', plan.pgliteMigratedFile);
  if (plan.postgresName) {
    provide('postgresTemplate', plan.postgresName);
    provide('postgresMigrated', migratedName(plan.postgresName));
  }
  provide('templatesReady', plan.readyFile);
  return async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    for (const f of [plan.pgliteFile, plan.pgliteMigratedFile, plan.readyFile]) for (const g of [f, `${f}.part`]) fs.rmSync(g, { force: true });
    if (plan.postgresName) await dropPostgresTemplate(plan.postgresName);
  };
}

declare module 'vitest' {
  export interface ProvidedContext { pgliteTemplate: string; pgliteMigrated: string; postgresTemplate?: string; postgresMigrated?: string; templatesReady: string }
}
