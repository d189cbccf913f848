import { buildThemes } from './theme';

describe('the theme', () => {
  it('keeps its transitions by default, and drops them (and ripples) for a user who prefers reduced motion', () => {
    const moving = buildThemes(false);
    expect(moving.lightTheme.transitions?.duration?.enteringScreen).toBeUndefined();
    const still = buildThemes(true);
    for (const theme of [still.lightTheme, still.darkTheme]) {
      expect(theme.transitions?.duration?.enteringScreen).toBe(0);
      expect(theme.transitions?.create?.('opacity')).toBe('none');
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    }
    expect(still.lightTheme.palette?.mode).toBe('light');
    expect(still.darkTheme.palette?.mode).toBe('dark');
  });
});
