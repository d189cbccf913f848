import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('SEED_DEMO', () => {
  it('seeds the demo (and its admin/demo1234) on the embedded database only, unless asked', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db/prod' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/demo', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('seeds 20,000 demo students unless DEMO_STUDENTS says otherwise, and refuses a count that is not one', () => {
    expect(readConfig({}).demoStudents).toBe(20_000);
    expect(readConfig({ DEMO_STUDENTS: '2000' }).demoStudents).toBe(2000);
    for (const bad of ['-1', '2.5', 'many', '1000001']) expect(() => readConfig({ DEMO_STUDENTS: bad })).toThrow(`DEMO_STUDENTS must be a whole number from 0 to 1000000, not '${bad}'`);
  });
});
