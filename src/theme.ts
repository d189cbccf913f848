// One theme for the whole console, light and dark, built on react-admin's default so every ra component agrees.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

const shared: RaThemeOptions = {
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
  },
};

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, shared), {
  palette: {
    mode: 'light',
    primary: { main: '#2e4a9e' },
    secondary: { main: '#0f7c74' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    error: { main: '#c62828' },
    warning: { main: '#a15c00' },
    success: { main: '#2e7d32' },
  },
});

export const darkTheme: RaThemeOptions = deepmerge(deepmerge(defaultDarkTheme, shared), {
  palette: {
    mode: 'dark',
    primary: { main: '#9db4ff' },
    secondary: { main: '#5fd3c6' },
    background: { default: '#111521', paper: '#1a2030' },
  },
});
