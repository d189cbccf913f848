import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('SEED_DEMO', () => {
  it('seeds the demo (and its admin/demo1234) on the embedded database only, unless asked', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db/prod' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/demo', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
