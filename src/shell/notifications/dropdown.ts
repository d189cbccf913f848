/** The top bar's notifications dropdown is capped at this height (px); the full page has no cap. */
export const DROPDOWN_MAX_HEIGHT = 350;
