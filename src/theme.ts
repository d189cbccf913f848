// One theme for the whole console, light and dark, built on react-admin's default so every ra component agrees.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

/** A user who asks the system for less motion gets none: dialogs, menus and tabs appear at once, without ripples. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const still: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

const base: RaThemeOptions = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // One field style everywhere: react-admin's default theme makes its fields filled, while every filter bar, picker
    // and dialog of the console is outlined; a form beside a list looked like another product's.
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiFormControl: { defaultProps: { variant: 'outlined' } },
  },
};

/** The light and dark themes, with motion or without. */
export function buildThemes(reducedMotion: boolean): { lightTheme: RaThemeOptions; darkTheme: RaThemeOptions } {
  const shared: RaThemeOptions = reducedMotion ? deepmerge(base, still) : base;
  return { lightTheme: deepmerge(deepmerge(defaultLightTheme, shared), light), darkTheme: deepmerge(deepmerge(defaultDarkTheme, shared), dark) };
}

const light: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#2e4a9e' },
    secondary: { main: '#0f7c74' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    error: { main: '#c62828' },
    warning: { main: '#a15c00' },
    success: { main: '#2e7d32' },
  },
};

const dark: RaThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: '#9db4ff' },
    secondary: { main: '#5fd3c6' },
    background: { default: '#111521', paper: '#1a2030' },
  },
};

export const { lightTheme, darkTheme } = buildThemes(prefersReducedMotion());
