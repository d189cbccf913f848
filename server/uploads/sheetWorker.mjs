// Boot file of the sheet worker thread. Worker threads do not run the loader hooks of the process that started
// them (tsx or vitest), so TypeScript support is registered here before the task module loads.
const { register } = await import('tsx/esm/api');
register();
await import('./sheetWorker.ts');
