import { entities, entityKinds } from '../schemas';
import { ENTITY_RESOURCE_PATHS } from './paths';

describe('ENTITY_RESOURCE_PATHS', () => {
  it('names the list path of every schema and nothing else', () => {
    expect(Object.keys(ENTITY_RESOURCE_PATHS).sort()).toEqual([...entityKinds].sort());
    for (const kind of entityKinds) expect(ENTITY_RESOURCE_PATHS[kind]).toBe(entities[kind].api.list);
  });
});
