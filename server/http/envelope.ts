// The answer envelope of every API call: { code, message, data }; the HTTP status agrees with code
// except for 4001 (a replaced session), which travels with HTTP 401. Its zod schema is schemas/api's `envelope`.
export interface Envelope<T> { code: number; message: string; data: T }

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { code: 200, message, data };
}

export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly code: number = status, readonly data: unknown = null) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string, code = 401) => new ApiError(401, message, code);
export const forbidden = (message = 'You are not authorised to perform this operation.') => new ApiError(403, message);
export const notFound = (message = 'Details Not found') => new ApiError(404, message);
export const unprocessable = (message: string, data: unknown = null) => new ApiError(422, message, 422, data);
