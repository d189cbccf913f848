// The access model (console-spec §4, §6): the ability table, the 193 slots and the roles. Pure TypeScript, used by
// the console and the server alike; entityAccess.ts turns the abilities entities name into slots.
export * from './abilityTable';
export * from './slots';
export * from './roles';
export * from './entityAccess';
