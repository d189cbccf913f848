// ESLint: the recommended rules (not type-checked, so it runs fast) and the import boundaries of DESIGN.md "Layout":
// schemas/ ← resources/ ← src/, and schemas/ ← server/. tests/boundaries.test.ts checks the same boundaries without
// ESLint.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** A relative import that reaches the top-level folder `dir` (e.g. '../../src/api/types' for 'src'). */
const into = (dir, message) => ({ regex: `^(\\.\\.?/)+${dir}(/|$)`, message });

const NO_SRC = into('src', 'Only the console (src/) may import src/: pass it in (dataProvider, useNotify) instead.');
const NO_SERVER = into('server', 'The browser code never imports the server.');
const NO_RESOURCES = into('resources', 'Imports flow schemas/ ← resources/ ← src/: this layer cannot import resources/.');

// React holds a Suspense boundary's retry until 300 ms after its last fallback (issue 28 item 1): a chunk-loaded
// component is shown by resources/loadable.tsx, by a state update, instead.
const NO_LAZY = { name: 'react', importNames: ['lazy', 'Suspense'], message: 'Load a component with its chunk through loadable (resources/loadable.tsx).' };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns, paths: [NO_LAZY] }] });

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'examples/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // Sanitisers match control characters on purpose (NUL, C0 controls in cells and text input).
      'no-control-regex': 'off',
      // A let assigned once after a closure that reads it later (a cycle of two objects) cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Module augmentation of MUI's slot props is an empty interface extending ours.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Unused names starting with _ are deliberate (destructuring something away, an unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Its character class lists zero-width characters one by one (ZWJ among them) to strip them, not as a sequence.
    files: ['schemas/core/headers.ts'],
    rules: { 'no-misleading-character-class': 'off' },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: restrict(
      NO_SRC,
      NO_SERVER,
      NO_RESOURCES,
      { regex: '^(react|react-dom|react-admin|react-router|react-router-dom|@mui/.*|@tanstack/.*)(/.*)?$', message: 'schemas/ is pure TypeScript: no React.' },
      { regex: '^node:', message: 'schemas/ is pure TypeScript: no Node APIs.' },
    ),
  },
  { files: ['resources/**/*.{ts,tsx}'], rules: restrict(NO_SRC, NO_SERVER) },
  { files: ['server/**/*.ts'], rules: restrict(NO_SRC, NO_RESOURCES) },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(NO_SERVER) },
  {
    // A spec gets its worker's own server and baseURL only through the fixtures' `test` (tests/e2e/setup/fixtures.ts).
    files: ['tests/e2e/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './setup/fixtures': it starts this worker's own server and sets baseURL." }] }] },
  },
);
