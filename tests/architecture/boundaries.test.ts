import path from 'node:path';
import { checkImports, findViolations, importsOf, sourceFiles } from './boundaries';

const root = path.resolve(import.meta.dirname, '../..');

describe('import boundaries (DESIGN.md "Layout": schemas/ ← resources/ ← src/, schemas/ ← server/)', () => {
  it('no source file imports the wrong way', () => {
    expect(sourceFiles(root, 'src').length).toBeGreaterThan(50);
    const lines = findViolations(root).map((v) => `${v.file}: '${v.specifier}' (${v.why})`);
    expect(lines, `Wrong-way imports:\n${lines.join('\n')}`).toEqual([]);
  });

  it('finds static, re-exported, bare and dynamic imports, not ones in comments', () => {
    const source = [
      "import { a } from '../src/a';",
      "export { b } from '../server/b';",
      "import '../resources/c';",
      "const d = () => import('../src/d');",
      "// import { e } from '../src/e';",
      "/* import { f } from '../src/f'; */",
    ].join('\n');
    expect(importsOf(source)).toEqual(['../src/a', '../server/b', '../resources/c', '../src/d']);
  });

  it.each([
    ['resources/api.ts', '../src/api/httpClient', 'resources/ must not import src/'],
    ['resources/list/x.tsx', '../../src/shell/feedback', 'resources/ must not import src/'],
    ['server/routes/x.ts', '../../src/access/slots', 'server/ must not import src/'],
    ['server/x.ts', '../resources/paths', 'server/ must not import resources/'],
    ['schemas/x.ts', '../resources/paths', 'schemas/ must not import resources/'],
    ['schemas/core/x.ts', 'react', 'schemas/ is pure TypeScript: no React, no Node APIs'],
    ['schemas/core/x.ts', 'node:fs', 'schemas/ is pure TypeScript: no React, no Node APIs'],
    ['src/x.ts', '../server/app', 'src/ must not import server/'],
  ])('flags %s importing %s', (file, specifier, why) => {
    expect(checkImports(file, [specifier])).toEqual([{ file, specifier, why }]);
  });

  it.each([
    ['src/App.tsx', '../resources/paths'],
    ['src/access/guard.ts', '../../schemas/access/slots'],
    ['resources/api.ts', '../schemas'],
    ['server/app.ts', '../schemas/index.js'],
    ['schemas/index.ts', './core'],
    ['schemas/core/query.ts', 'zod'],
  ])('allows %s importing %s', (file, specifier) => {
    expect(checkImports(file, [specifier])).toEqual([]);
  });
});
