// The entity resources: one per schema, all built by buildResource. An entity that needs a hand-written screen
// passes overrides here (none does yet: every list difference is in its schema).
import { entities, type EntityKind, type EntitySchema } from '../schemas';
import { alerts, escalations } from '../schemas/alerts/resources';
import { examResultHistory } from '../schemas/exam-result-history';
import { ptmScheduleList } from '../schemas/ptm-schedules';
import { buildResource, type EntityResource } from './buildResource';

export const entityResources: Readonly<Record<EntityKind, EntityResource<EntitySchema>>> = Object.freeze(
  Object.fromEntries(Object.entries(entities).map(([kind, schema]) => [kind, buildResource(schema)])) as Record<EntityKind, EntityResource<EntitySchema>>,
);

/**
 * Every schema-declared resource the console mounts as a react-admin <Resource>: the entities and the core-only
 * resources (the alert and escalation lists, the PTM view and the exam-result history, whose screens are their own
 * pages).
 */
export const schemaResources: Readonly<Record<string, EntityResource>> = Object.freeze({
  ...entityResources,
  alerts: buildResource(alerts),
  escalations: buildResource(escalations),
  [ptmScheduleList.kind]: buildResource(ptmScheduleList),
  [examResultHistory.kind]: buildResource(examResultHistory),
});

export { buildResource, type EntityResource } from './buildResource';
export { EntityList } from './list/EntityList';
export { ENTITY_RESOURCE_PATHS } from './paths';
export { ListFrame } from './list/EntityList';
export { useUrlList, type UrlListOptions } from './list/useUrlList';
export type { Cell, ColumnOptions, ColumnOverrides, Col } from './list/columns';
export { CellText } from './list/columns';
export type { DateRangeFilterProps } from './list/DateRangeFilter';
