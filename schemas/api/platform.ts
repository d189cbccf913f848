// Platform and shell answers: health, the embed configuration, the training hand-off, notifications, alert counters.
import { z } from 'zod';
import { timestamp } from './envelope';

export const healthAnswer = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), migrations: z.number().int() });

export const embedConfigAnswer = z.object({ trustedOrigins: z.array(z.string()) });

export const trainingTokenAnswer = z.object({
  trainingUser: z.boolean(),
  platformUrl: z.string(),
  authToken: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TrainingToken = z.infer<typeof trainingTokenAnswer>;

export const notification = z.object({
  id: z.number().int(), title: z.string(), body: z.string(), link: z.string().nullable(), isRead: z.boolean(), createdAt: timestamp,
});
export type Notification = z.infer<typeof notification>;
export const notificationsAnswer = z.array(notification);

/** console-spec §4, §7: the menu banner's counts. */
export const alertCountersAnswer = z.object({
  actionables: z.number().int().min(0), alertCount: z.number().int().min(0), escalationCount: z.number().int().min(0),
});
export type AlertCounters = z.infer<typeof alertCountersAnswer>;
