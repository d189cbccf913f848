import { computeSlots } from '../../../../schemas/access/slots';
import { menuCategoriesOf, slotRuns } from './effectiveAccess';

const slotsOf = (abilities: string[], roleName: string) =>
  computeSlots({ abilities, roleName }).slots.flatMap((held, slot) => (held ? [slot] : []));

describe('menuCategoriesOf', () => {
  it('a centre admin gets the institute category only', () => {
    const abilities = ['Student Accounts', 'Batches'];
    expect(menuCategoriesOf({ roleName: 'Centre Admin', abilities, slots: slotsOf(abilities, 'Centre Admin') })).toEqual(['Institute']);
  });

  it('the Admin gets every category, the Admin one included', () => {
    const categories = menuCategoriesOf({ roleName: 'Admin', abilities: ['*'], slots: slotsOf(['*'], 'Admin') });
    expect(categories).toEqual(expect.arrayContaining(['Dashboard', 'Institute', 'Marketing', 'Support', 'Admin']));
  });

  it("the server's slots decide, not the abilities alone", () => {
    expect(menuCategoriesOf({ roleName: 'Centre Admin', abilities: ['Student Accounts'], slots: [] })).toEqual([]);
  });
});

describe('slotRuns', () => {
  it.each([
    [[], ''],
    [[5], '5'],
    [[3, 1, 2, 7, 9, 10, 10], '1-3, 7, 9-10'],
  ])('%j -> %s', (slots, expected) => {
    expect(slotRuns(slots)).toBe(expected);
  });
});
