// react-admin's <Admin> as the console needs it: its AdminContext (auth, data, i18n, store, themes) around
// CoreAdminUI with react-admin's own pages for every state, but no default login page. <Admin> imports react-admin's
// LoginForm for its default even when a login page is given, and with it react-hook-form, some 17 KB of the shell's
// chunk that the console's own login page never runs (issue 28 item 1: the login and list pages' weight).
import type { ComponentProps, ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied, AdminContext, AuthCallback, AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage,
  defaultI18nProvider, localStorageStore, type CoreAdminUIProps,
} from 'react-admin';

const store = localStorageStore();

type ContextProps = Pick<ComponentProps<typeof AdminContext>, 'authProvider' | 'dataProvider' | 'queryClient' | 'theme' | 'darkTheme'>;
type UiProps = Pick<CoreAdminUIProps, 'title' | 'loginPage' | 'layout' | 'dashboard' | 'catchAll' | 'requireAuth' | 'disableTelemetry'>;

export interface ConsoleAdminProps extends ContextProps, UiProps {
  /** Shown beside the routes, as <Admin>'s notification. */
  notification: ReactNode;
  children: ReactNode;
}

export function ConsoleAdmin({ authProvider, dataProvider, queryClient, theme, darkTheme, notification, children, ...ui }: ConsoleAdminProps) {
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} queryClient={queryClient} theme={theme} darkTheme={darkTheme} i18nProvider={defaultI18nProvider} store={store}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied} authCallbackPage={AuthCallback} authenticationError={AuthenticationError}
          error={ErrorPage} loading={LoadingPage} {...ui}
        >
          {children}
        </CoreAdminUI>
        {notification}
      </CssBaseline>
    </AdminContext>
  );
}
