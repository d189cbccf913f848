// Every failure leaves the server as an envelope with a clear message: never a stack trace, never a 500 for bad input.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './envelope.js';
import { DOCS_POLICY, setSecurityHeaders } from './securityHeaders.js';

interface Issue { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } }

function describeValidation(err: { validation?: Issue[]; validationContext?: string }): string {
  const first = err.validation?.[0];
  const issuePath = first?.params?.issue?.path?.map(String).join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const where = issuePath ? `${issuePath}: ` : err.validationContext ? `${err.validationContext}: ` : '';
  const msg = first?.params?.issue?.message ?? first?.message ?? 'is not valid';
  return `Invalid request. ${where}${msg}`;
}

const statusMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Invalid request: the body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Invalid request: the JSON body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ code: error.code, message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send({ code: 400, message: describeValidation(error as never), data: null });
    }
    const known = error.code ? statusMessages[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ code: known[0], message: known[1], data: null });
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const message = status === 500 ? 'Something went wrong' : error.message || 'Something went wrong';
    return reply.code(status).send({ code: status, message, data: null });
  });
}

/**
 * Errors Fastify meets before routing (an address whose %-escapes are not UTF-8) skip the error handler: this
 * option answers them in the envelope too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  const message = badUrl ? 'Invalid request: the address has a %-escape that is not valid UTF-8.' : 'Invalid request.';
  // An error page that nothing needs to frame: the strictest headers.
  setSecurityHeaders(reply, DOCS_POLICY, true);
  void reply.code(400).send({ code: 400, message, data: null });
}
