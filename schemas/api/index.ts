// Response schemas of every route (zod): the server declares them so /api/docs documents each answer and tests
// check every answer against them; the console takes its types from them (z.infer).
export * from './envelope';
export * from './auth';
export * from './platform';
export * from './entities';
export * from './uploads';
export * from './previewTable';
export * from './admin';
export * from './alerts';
export * from './potentialMatches';
export * from './ptm';
export * from './examResults';
export * from './attendance';
export * from './savedViews';
