import { render, screen, waitFor } from '@testing-library/react';
import { Admin, CustomRoutes, useResourceDefinitions, type DataProvider } from 'react-admin';
import { MemoryRouter, Route } from 'react-router-dom';
import { entities, entityKinds } from '../../schemas';
import { entityResources } from '../../resources';
import { entityResourceElements, useEntityResources } from './entityResources';

function Definitions() {
  const definitions = useResourceDefinitions();
  return <pre data-testid="definitions">{JSON.stringify(Object.values(definitions).map(({ name, hasList, options }) => ({ name, hasList, label: options?.label })))}</pre>;
}

function TestAdmin() {
  // Loaded as the App loads them: lazily, after the first render.
  const resources = useEntityResources(async () => entityResources);
  return (
    <MemoryRouter initialEntries={['/definitions']}>
      <Admin dataProvider={{} as DataProvider} disableTelemetry>
        {resources && entityResourceElements(resources)}
        <CustomRoutes noLayout>
          <Route path="/definitions" element={<Definitions />} />
        </CustomRoutes>
      </Admin>
    </MemoryRouter>
  );
}

describe('entity resources', { timeout: 30_000 }, () => {
  it('registers every schema-declared entity with useResourceDefinitions, with no routes of its own', async () => {
    render(<TestAdmin />);
    await waitFor(() => expect(JSON.parse(screen.getByTestId('definitions').textContent ?? '[]')).toHaveLength(entityKinds.length), { timeout: 15_000 });
    const definitions = JSON.parse(screen.getByTestId('definitions').textContent ?? '[]');
    expect(definitions).toEqual(entityKinds.map((kind) => ({ name: kind, hasList: false, label: entities[kind].label })));
  });

  it('names a record by its schema (record representation)', () => {
    expect(entityResources.crp.recordRepresentation({ id: 7, enrolmentNo: '2600000007', name: 'Harsh Mukherjee' })).toBe('2600000007 · Harsh Mukherjee');
  });
});
