// The list of kinds is stated once (the registry in schemas/index.ts; schemas/manifest.generated.ts, its light half
// for the console's main chunk, is written from it by `npm run registry`): the menu, the resource paths and the
// access checks all derive every registered kind from it, so adding an entity is one schema file and one line.
import fs from 'node:fs';
import { generatedFiles, renderManifest } from '../../scripts/generate-manifest';
import { ENTITY_MANIFEST, MANIFEST_KINDS, entities, entityKinds } from '../../schemas';
import { listOpening } from '../../schemas/manifest';
import { ENTITY_SLOTS, abilitiesForSlot, computeSlots, listSlot } from '../../schemas/access';
import { ENTITY_RESOURCE_PATHS } from '../../resources/paths';
import { RESOURCE_SLOTS, canAccess } from '../../src/access/canAccess';
import { ENTITY_MENU, MENU_CATEGORIES } from '../../src/routes/menu';
import { STANDALONE_ITEMS } from '../../src/routes/menuData';
import { matchRoute } from '../../src/routes/routeTable';

describe('the registry of entity kinds', () => {
  it.each(generatedFiles(Object.values(entities)))('has $file written from the registry (run `npm run registry` after adding a kind)', ({ file, text }) => {
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it('writes each kind as the schema declares it, quoting what needs quotes', () => {
    const list = { statusTabs: [{ key: 'active', label: 'Active' }], pageSize: 100, defaultSort: { field: 'enrolmentNo', order: 'asc' as const } };
    const text = renderManifest([
      { kind: 'crp' as never, menuLabel: "Students' Accounts", access: { list: 'Student Accounts' }, list: list as never },
      { kind: 'course-program' as never, menuLabel: 'Mapping', access: { list: 'Course Program Mapping' }, sharedByCentres: true, list: { ...list, pageSize: 20, defaultSort: { field: 'name', order: 'desc' } } as never },
    ]);
    expect(text).toContain(`  crp: { menuLabel: 'Students\\' Accounts', access: { list: 'Student Accounts' }, opening: { filter: '{"status":"active"}', perPage: 100, sort: 'enrolmentNo', order: 'ASC' } },`);
    expect(text).toContain(`  'course-program': { menuLabel: 'Mapping', access: { list: 'Course Program Mapping' }, sharedByCentres: true, opening: { filter: '{"status":"active"}', perPage: 20, sort: 'name', order: 'DESC' } },`);
  });

  it('has a schema for every manifest kind and a manifest entry for every schema', () => {
    expect([...entityKinds].sort()).toEqual([...MANIFEST_KINDS].sort());
    for (const kind of entityKinds) {
      expect(entities[kind].kind).toBe(kind);
      expect(entities[kind].access).toEqual(ENTITY_MANIFEST[kind].access);
      expect(entities[kind].menuLabel).toBe(ENTITY_MANIFEST[kind].menuLabel);
      expect(listOpening(entities[kind].list)).toEqual(ENTITY_MANIFEST[kind].opening);
    }
  });

  it.each(MANIFEST_KINDS)('%s: is declared shared by all centres exactly when its records have no centre of their own', (kind) => {
    const ownCentre = entities[kind].fields.some((f) => f.ref === 'centre' && !f.multiple);
    expect(!!(ENTITY_MANIFEST[kind] as { sharedByCentres?: true }).sharedByCentres).toBe(!ownCentre);
    expect(!!entities[kind].sharedByCentres).toBe(!ownCentre);
  });

  it.each(MANIFEST_KINDS)('%s: names an ability of the table, whose slot is its list slot', (kind) => {
    const slot = listSlot(entities[kind]);
    expect(abilitiesForSlot(slot)).toContain(ENTITY_MANIFEST[kind].access.list);
    expect(ENTITY_SLOTS[kind]).toBe(slot);
  });

  const ownOrHome = MANIFEST_KINDS.filter((kind) => !entities[kind].tabOf);
  const moduleTabs = MANIFEST_KINDS.filter((kind) => entities[kind].tabOf);

  it.each(ownOrHome)('%s: the sidebar links its entities home with its menu label and slot', (kind) => {
    const page = entities[kind].page;
    expect(ENTITY_MENU.find((e) => e.kind === kind)).toEqual({ kind, label: ENTITY_MANIFEST[kind].menuLabel, slot: listSlot(entities[kind]), ...(page ? { page } : {}) });
    const items = [...MENU_CATEGORIES.flatMap((c) => c.items), ...STANDALONE_ITEMS];
    const path = page ?? `/glorifireEntities/home?entity=${kind}`;
    // A kind with its own page is one standalone item (the spec lists Non Faculty Accounts in two places).
    if (page) expect(items.filter((i) => i.path === path), `${kind} in the sidebar once`).toHaveLength(1);
    const item = items.find((i) => i.path === path);
    expect(item, `no sidebar item for ${kind}`).toMatchObject({ label: ENTITY_MANIFEST[kind].menuLabel, slot: listSlot(entities[kind]) });
  });

  it.each(moduleTabs)('%s: is a tab of its module, under its menu label and slot, and no sidebar item of its own', (kind) => {
    const { page, tabOf } = entities[kind];
    expect(ENTITY_MENU.find((e) => e.kind === kind)).toBeUndefined();
    expect(matchRoute(page!)).toMatchObject({ path: page, parent: tabOf, title: ENTITY_MANIFEST[kind].menuLabel, slot: listSlot(entities[kind]) });
    const module = [...MENU_CATEGORIES.flatMap((c) => c.items), ...STANDALONE_ITEMS].find((i) => i.path === tabOf);
    expect(module?.tabs?.map((t) => t.path)).toContain(page);
  });

  it.each(MANIFEST_KINDS)('%s: the dataProvider reads its list from the schema’s list path', (kind) => {
    expect(ENTITY_RESOURCE_PATHS[kind]).toBe(entities[kind].api.list);
  });

  it.each(MANIFEST_KINDS)('%s: the console admits its resource exactly to holders of its ability', (kind) => {
    expect(RESOURCE_SLOTS[kind]).toBe(listSlot(entities[kind]));
    const holder = computeSlots({ abilities: [ENTITY_MANIFEST[kind].access.list], roleName: 'Centre Staff' });
    const other = computeSlots({ abilities: ['Dashboard'], roleName: 'Centre Staff' });
    expect(canAccess(holder, { resource: kind })).toBe(true);
    expect(canAccess(other, { resource: kind })).toBe(false);
  });

  it('lists the menu in slot order, whatever the registry order (the ability table numbers the entity permissions)', () => {
    const slots = ownOrHome.map((kind) => listSlot(entities[kind])).sort((a, b) => a - b);
    expect(ENTITY_MENU.map((e) => e.slot)).toEqual(slots);
  });
});
