// Issue 23: adding an entity is one schema file, one registry line and the generated outputs. Calendar Events is the
// proof: no source file outside schemas/ may name it, except generated outputs (the manifest, the derived tables,
// the migration drizzle-kit wrote) and tests.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const NAMES = /calendar[-_ ]?events?|calendarEvents/i;
const GENERATED = [/\.generated\.ts$/, /^server\/db\/migrations\//];
const TESTS = [/\.test\.tsx?$/, /\.spec\.ts$/];

function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return out.split('\n').filter((f) => f && fs.existsSync(f) && !f.startsWith('schemas/'))
    .filter((f) => !GENERATED.some((g) => g.test(f)) && !TESTS.some((t) => t.test(f)));
}

describe('an entity declared by its schema alone', () => {
  it('Calendar Events is named by no file outside schemas/, generated outputs and tests', () => {
    const naming = sourceFiles().filter((f) => /\.(ts|tsx|mjs|js|json|md|sql)$/.test(f) && NAMES.test(fs.readFileSync(f, 'utf8')));
    expect(naming).toEqual([]);
  });
});
