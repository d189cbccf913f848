// TEMP until src/access lands
export function slotOfAbility(_name: string): number | undefined { return undefined; }
