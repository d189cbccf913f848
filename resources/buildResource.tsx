// An entity schema as a react-admin resource definition, spreadable onto <Resource> as react-admin's demo does
// (`<Resource name="products" {...products} />`): name = the entity kind, list = the generic schema-driven list.
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntitySchema } from '../schemas';
import { EntityList } from './list/EntityList';
import { recordTitle } from './rows/recordTitle';

export interface EntityResource {
  name: string;
  list: ComponentType;
  options: { label: string; schema: EntitySchema };
  recordRepresentation: (record: RaRecord) => string;
}

export function buildResource(schema: EntitySchema, overrides: Partial<Omit<EntityResource, 'name' | 'options'>> = {}): EntityResource {
  const List = () => <EntityList schema={schema} />;
  List.displayName = `EntityList(${schema.kind})`;
  return {
    name: schema.kind,
    list: List,
    options: { label: schema.label, schema },
    recordRepresentation: (record) => recordTitle(schema, record),
    ...overrides,
  };
}
