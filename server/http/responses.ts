// Answers leave as plain JSON.stringify: a 100,000-row preview pays nothing for its schema. The schema declared on
// each route (schema.response) documents the answer in /api/docs; with checking on (API and end-to-end tests) every
// answer is also checked against it as it goes on the wire, so code and documentation cannot drift apart unseen.
import { z } from 'zod';
import { envelope } from '../../schemas/api/index.js';

type Serializer = (data: unknown) => string;

export function responseSerializer(check: boolean) {
  return ({ schema, url, method }: { schema: unknown; url: string; method: string }): Serializer => {
    if (!check || !(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    return (data) => {
      const json = JSON.stringify(data);
      const result = schema.safeParse(JSON.parse(json));
      if (!result.success) throw new Error(`The answer of ${method} ${url} does not match its schema:\n${z.prettifyError(result.error)}`);
      return json;
    };
  };
}

/** A route's schema.response for a 200 answer (or another status) carrying `data`. */
export const answers = <T extends z.ZodType>(data: T, status = 200) => ({ [status]: envelope(data) });
