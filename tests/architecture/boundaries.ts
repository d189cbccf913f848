// The import boundaries of DESIGN.md "Layout", checked from the source text (tests/architecture/boundaries.test.ts),
// so a wrong-way import fails the tests even where ESLint (eslint.config.js holds the same rules) is not run.
import fs from 'node:fs';
import path from 'node:path';

export type Layer = 'schemas' | 'resources' | 'src' | 'server';
export const LAYERS: readonly Layer[] = ['schemas', 'resources', 'src', 'server'];

/** Which layers each layer must not import. */
const FORBIDDEN: Readonly<Record<Layer, readonly Layer[]>> = {
  schemas: ['resources', 'src', 'server'],
  resources: ['src', 'server'],
  server: ['src', 'resources'],
  src: ['server'],
};

/** Packages schemas/ must not import: it is pure TypeScript, for the browser and the server alike. */
const SCHEMAS_BANNED = /^(react|react-dom|react-admin|react-router|react-router-dom|@mui\/[^/]+|@tanstack\/[^/]+)(\/.*)?$|^node:/;

// Static imports and re-exports (`from '...'`), bare imports (`import '...'`) and dynamic import('...').
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;
// Imports and re-exports of values, which bundle the module with its importer (not `import type`, not import()).
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1/g;

/** Comments may quote imports as examples; they are not imports. */
const codeOf = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const matches = (source: string, pattern: RegExp) => [...codeOf(source).matchAll(pattern)].map((m) => m[2]);

export const importsOf = (source: string): string[] => matches(source, SPECIFIER);
export const valueImportsOf = (source: string): string[] => matches(source, VALUE_IMPORT);
export const dynamicImportsOf = (source: string): string[] => matches(source, DYNAMIC_IMPORT);

export interface Violation {
  file: string;
  specifier: string;
  why: string;
}

/** The violations of one file's imports; `file` is relative to the repository root. */
export function checkImports(file: string, specifiers: readonly string[]): Violation[] {
  const layer = file.split('/')[0] as Layer;
  if (!LAYERS.includes(layer)) return [];
  const out: Violation[] = [];
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).split('/')[0] as Layer;
      if (FORBIDDEN[layer].includes(target)) out.push({ file, specifier, why: `${layer}/ must not import ${target}/` });
    } else if (layer === 'schemas' && SCHEMAS_BANNED.test(specifier)) {
      out.push({ file, specifier, why: 'schemas/ is pure TypeScript: no React, no Node APIs' });
    }
  }
  return out;
}

export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(root, rel));
    } else if (/\.(ts|tsx)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

export function findViolations(root: string): Violation[] {
  return LAYERS.flatMap((layer) =>
    sourceFiles(root, layer).flatMap((file) => checkImports(file, importsOf(fs.readFileSync(path.join(root, file), 'utf8')))),
  );
}
