// Once per end-to-end run, before any worker starts: the console build and the seeded data folder (prepare.ts),
// unless `npm test` made them already while the Vitest suites ran.
import { prepareE2e, preparedAlready } from './prepare';

export default async function globalSetup(): Promise<void> {
  if (preparedAlready()) {
    console.log('End-to-end setup: console built and demo data seeded while the Vitest suites ran');
    return;
  }
  const seconds = await prepareE2e();
  console.log(`End-to-end setup: console built and demo data seeded in ${seconds.toFixed(1)} s`);
}
