import type { IncomingMessage, ServerResponse } from 'node:http';

export function crmParentHandler(options: { consoleUrl: string }): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
