// The query values of DESIGN.md "API conventions": arrays travel as comma lists. Shared by the console's call layer
// (src/api/types re-exports them) and the resources.

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Record<string, QueryValue>;
