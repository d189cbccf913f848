import '@testing-library/jest-dom/vitest';

// `npm test` runs two Vitest workers on two cores beside PostgreSQL, so a render can take seconds rather than
// milliseconds: under the DOM, findBy/waitFor wait up to 5 s for their condition (the default 1 s failed under load)
// and still end as soon as it holds. Node-only files skip loading Testing Library.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
  // Testing Library registers its unmount-after-each-test when first imported; files that share a module graph
  // (the ui project runs without isolation) import it once, so every file registers it here.
  afterEach(() => cleanup());
  // Files that share a window start with its web storage empty, as a new tab would: a default view one file's list
  // remembered (resources/views/rememberedDefault.ts) must not open another file's list.
  localStorage.clear();
  sessionStorage.clear();
}
