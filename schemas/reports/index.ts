// The operations reports: their declaration (define.ts) and the reports declared (operations.ts).
export * from './define';
export * from './query';
export { OPERATIONAL_REPORTS, reportByKey } from './operations';
export { MODULE_REPORTS, reportsOfModule } from './modules';
