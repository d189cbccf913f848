// The core of the schemas: builders, defineResource and defineEntity, validation and the sheet and query helpers.
export * from './types';
export * from './constants';
export * from './fields';
export { defineResource, type DateRangeInput, type FilterInput, type ListInput, type ResourceInput } from './resource';
export { ACCOUNT_STATUS_VERBS, defineEntity, isEntity, recordStatusMessages, type EntityInput, type OperationInput } from './entity';
export { cellText, excelSerialToIso, isBlankCell, snakeCase } from './convert';
export * from './validators';
export * from './operations';
export { columnLetter, matchHeaders, normalizeHeader, sheetTitle, visibleText, type HeaderError, type HeaderMatch } from './headers';
export { duplicateErrors, isEmptyRow, sheetUniqueKeys, uniqueId, validateRows, type ParsedRow, type RowError, type ValidateOptions, type ValidationResult } from './validate';
export * from './cells';
export * from './query';
export * from './mask';
export * from './uploadAnswers';
export * from './ids';
export * from './columnMapping';
export { previewOf, ROWS_BY_COLUMN } from './previewTable';
