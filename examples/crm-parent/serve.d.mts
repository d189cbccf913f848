import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEMO_CRM_SECRET: string;
export function signOrgToken(org: string, secret: string, ttlS?: number): string;
export function crmParentHandler(options: { consoleUrl: string; orgCode?: string; secret?: string }): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
