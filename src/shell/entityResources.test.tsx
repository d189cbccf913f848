import { render, screen, waitFor } from '@testing-library/react';
import { Admin, CustomRoutes, useResourceDefinitions, type DataProvider } from 'react-admin';
import { MemoryRouter, Route } from 'react-router-dom';
import { entities, entityKinds } from '../../schemas';
import { entityResources } from '../../resources';
import { act } from 'react';
import { entityResourceElements, useEntityResources, type ResourcesGate } from './entityResources';

function Definitions() {
  const definitions = useResourceDefinitions();
  return <pre data-testid="definitions">{JSON.stringify(Object.values(definitions).map(({ name, hasList, options }) => ({ name, hasList, label: options?.label })))}</pre>;
}

const openGate: ResourcesGate = { subscribe: () => () => undefined, wanted: () => true };

function TestAdmin({ load = async () => entityResources, gate = openGate }: { load?: () => Promise<typeof entityResources>; gate?: ResourcesGate }) {
  // Loaded as the App loads them: lazily, after the first render, once the gate is open.
  const resources = useEntityResources(load, gate);
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

  it('loads nothing until the gate opens (the login page), then registers them', async () => {
    let open = false;
    const listeners = new Set<() => void>();
    const gate: ResourcesGate = { subscribe: (l) => (listeners.add(l), () => listeners.delete(l)), wanted: () => open };
    const load = vi.fn(async () => entityResources);
    render(<TestAdmin load={load} gate={gate} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(load).not.toHaveBeenCalled();
    act(() => {
      open = true;
      for (const l of listeners) l();
    });
    await waitFor(() => expect(JSON.parse(screen.getByTestId('definitions').textContent ?? '[]')).toHaveLength(entityKinds.length), { timeout: 15_000 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('names a record by its schema (record representation)', () => {
    expect(entityResources.crp.recordRepresentation({ id: 7, enrolmentNo: '2600000007', name: 'Harsh Mukherjee' })).toBe('2600000007 · Harsh Mukherjee');
  });
});
