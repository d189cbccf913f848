// The early list's parameters must be the ones the entities home's list asks with, or it would ask twice.
import { waitFor } from '@testing-library/react';
import { crpStudents } from '../../../schemas';
import { EntityList } from '../../../resources/list/EntityList';
import { fakeDataProvider, renderWithAdmin } from '../../../resources/test/renderList';
import { listKey } from '../../providers/earlyList';
import { entitiesHomeList } from './earlyListQuery';
import { listSearch } from './entityUrl';

/** The key of the list controller's first getList on the entities home at `search` (as the page normalises it). */
async function controllersKey(search: string) {
  const dataProvider = fakeDataProvider([{ id: 1, enrolmentNo: '2600000001', name: 'Aarav Sharma', status: 'active' }]);
  const view = renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider, path: `/glorifireEntities/home${search}` });
  await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
  const [resource, params] = dataProvider.getList.mock.calls[0] as [string, never];
  view.unmount();
  return listKey(resource, params);
}

describe('entitiesHomeList: the list the entities home opens with', { timeout: 60_000 }, () => {
  it('is the list its controller asks for, on a bare address and on one with list parameters', async () => {
    const bare = entitiesHomeList('/glorifireEntities/home', '?entity=crp')!;
    expect(bare.params).toMatchObject({ pagination: { page: 1, perPage: 100 }, sort: { field: 'enrolmentNo', order: 'ASC' }, filter: { status: 'active' } });
    expect(listKey(bare.resource, bare.params)).toBe(await controllersKey(listSearch(crpStudents)));

    const search = '?entity=crp&filter=%7B%22status%22%3A%22deactivated%22%2C%22q%22%3A%22sha%22%7D&page=2&perPage=100&sort=name&order=DESC';
    const linked = entitiesHomeList('/glorifireEntities/home', search)!;
    expect(linked.params).toMatchObject({ pagination: { page: 2 }, sort: { field: 'name', order: 'DESC' }, filter: { status: 'deactivated', q: 'sha' } });
    expect(listKey(linked.resource, linked.params)).toBe(await controllersKey(search));
  });

  it('is none for a link the list check would cut: the list asks itself, when its toast can be shown', () => {
    const stale = `?entity=batch&filter=${encodeURIComponent(JSON.stringify({ status: 'archived' }))}&sort=salary&order=DESC`;
    expect(entitiesHomeList('/glorifireEntities/home', stale)).toBeNull();
  });

  it('is none elsewhere or for an unknown kind', () => {
    expect(entitiesHomeList('/dashboard', '?entity=crp')).toBeNull();
    expect(entitiesHomeList('/glorifireEntities/home', '?entity=nope')).toBeNull();
    expect(entitiesHomeList('/glorifireEntities/home/upload', '?entity=crp')).toBeNull();
  });
});
