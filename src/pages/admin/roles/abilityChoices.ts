/**
 * The abilities a role may hold: every name the server knows (schemas/access/abilityTable's KNOWN_ABILITIES), each
 * with the slot(s) it grants, or the wildcard '*' (everything). Names that several rows share (spec collisions) are
 * one choice listing every slot; a flag checked by name (exam results, contact edits) grants none and comes last.
 */
import { ABILITY_TABLE, KNOWN_ABILITIES, WILDCARD } from '../../../../schemas/access/abilityTable';

export interface AbilityChoice {
  name: string;
  slots: number[];
}

export const ABILITY_CHOICES: readonly AbilityChoice[] = (() => {
  const byName = new Map<string, AbilityChoice>();
  for (const row of ABILITY_TABLE) {
    const key = row.name.toLowerCase();
    const choice = byName.get(key) ?? { name: row.name, slots: [] };
    if (!choice.slots.includes(row.slot)) choice.slots.push(row.slot);
    byName.set(key, choice);
  }
  for (const [key, name] of KNOWN_ABILITIES) if (!byName.has(key)) byName.set(key, { name, slots: [] });
  const first = (c: AbilityChoice) => c.slots[0] ?? Number.MAX_SAFE_INTEGER;
  return [...byName.values()].sort((a, b) => first(a) - first(b) || a.name.localeCompare(b.name));
})();

const BY_NAME = new Map(ABILITY_CHOICES.map((c) => [c.name.toLowerCase(), c]));

export const choiceOf = (name: string): AbilityChoice | undefined => BY_NAME.get(name.trim().toLowerCase());

export const slotLabel = (slots: readonly number[]) => (slots.length === 0 ? 'no slot' : `${slots.length > 1 ? 'slots' : 'slot'} ${slots.join(', ')}`);

export const isWildcard = (abilities: readonly string[] | undefined) => (abilities ?? [])[0]?.trim() === WILDCARD;

/** How a role's abilities read in a list: 'All (*)', or the count and the first few names. */
export function abilitySummary(abilities: readonly string[] | undefined, shown = 3): string {
  const list = abilities ?? [];
  if (isWildcard(list)) return 'All (*)';
  if (list.length === 0) return 'None';
  const head = list.slice(0, shown).join(', ');
  return list.length > shown ? `${head} and ${list.length - shown} more` : head;
}

export { WILDCARD };
