// The screens of the schedule and form capabilities, for the entity workspace.
export { AddRecordButton } from './AddRecordButton';
// Loaded with its chunk when the week tab is first opened (../dialogs.tsx).
export { WeekView } from '../dialogs';

import type { EntitySchema, ScheduleSpec } from '../../schemas';

export type ScheduledSchema = EntitySchema & { schedule: ScheduleSpec };
export const hasSchedule = (schema: EntitySchema): schema is ScheduledSchema => schema.schedule !== undefined;
