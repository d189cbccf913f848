import { ABILITY_TABLE, EXAM_RESULT_ACCESS, KNOWN_ABILITIES } from '../../../../schemas/access/abilityTable';
import { ABILITY_CHOICES, abilitySummary, choiceOf, isWildcard, slotLabel } from './abilityChoices';

describe('ABILITY_CHOICES', () => {
  it('offers every name the server knows once, with its slot', () => {
    expect(ABILITY_CHOICES.map((c) => c.name.toLowerCase()).sort()).toEqual([...KNOWN_ABILITIES.keys()].sort());
    expect(new Set(ABILITY_TABLE.map((r) => r.name.toLowerCase())).size).toBeLessThan(ABILITY_CHOICES.length);
    expect(choiceOf('student accounts')).toEqual({ name: 'Student Accounts', slots: [130] });
    expect(choiceOf('Alert & Escalation List')?.slots).toEqual([188]);
    // A flag checked by name (the seeded Institute Admin holds it): offered, with no slot, after the slotted names.
    expect(choiceOf(EXAM_RESULT_ACCESS)).toEqual({ name: EXAM_RESULT_ACCESS, slots: [] });
    expect(ABILITY_CHOICES.at(-1)!.slots).toEqual([]);
  });

  it('is ordered by slot', () => {
    const first = ABILITY_CHOICES.map((c) => c.slots[0]);
    expect(first).toEqual([...first].sort((a, b) => a - b));
  });
});

describe('labels', () => {
  it.each([
    [['*'], 'All (*)'],
    [[], 'None'],
    [['Batches'], 'Batches'],
    [['A', 'B', 'C', 'D', 'E'], 'A, B, C and 2 more'],
  ])('%j reads %s', (abilities, expected) => {
    expect(abilitySummary(abilities)).toBe(expected);
  });

  it('the wildcard only counts first', () => {
    expect(isWildcard(['*'])).toBe(true);
    expect(isWildcard(['Batches', '*'])).toBe(false);
  });

  it('names one slot or several', () => {
    expect(slotLabel([130])).toBe('slot 130');
    expect(slotLabel([171, 170])).toBe('slots 171, 170');
    expect(slotLabel([])).toBe('no slot');
  });
});
