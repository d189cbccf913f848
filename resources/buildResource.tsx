// A resource schema as a react-admin resource definition, spreadable onto <Resource> as react-admin's demo does
// (`<Resource name="products" {...products} />`): name = the kind, list = the generic schema-driven list. Any
// resource declared with defineResource builds; the list shows what its capability blocks allow.
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../schemas';
import { EntityList } from './list/EntityList';
import { recordTitle } from './rows/recordTitle';

export interface EntityResource<S extends ResourceSchema = ResourceSchema> {
  name: string;
  list: ComponentType;
  options: { label: string; schema: S };
  recordRepresentation: (record: RaRecord) => string;
}

export function buildResource<S extends ResourceSchema>(schema: S, overrides: Partial<Omit<EntityResource<S>, 'name' | 'options'>> = {}): EntityResource<S> {
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
