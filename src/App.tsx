// The console: react-admin's <Admin> (as ConsoleAdmin) with our auth, data, theme, shell and the route table.
import { CustomRoutes } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { http, httpEffects } from './api/httpClient';
import { isAuthenticated, sessionStore } from './api/session';
import { readApiConfig } from './api/config';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createDroppedNotice } from './providers/droppedNotice';
import { entitySchemas } from './providers/listModules';
import { createEntityApi, entityDataProviderMethods, type EntityDataProvider } from '../resources/api';
import { ENTITY_RESOURCE_PATHS } from '../resources/paths';
import { LoginPage } from './pages/LoginPage';
import { lightTheme, darkTheme } from './theme';
import { layoutRoutes, preloadPageAt, publicRoutes } from './shell/routeElements';
import { ToDashboard } from './shell/ToDashboard';
import { ShellLayout } from './shell/ShellLayout';
import { ShellNotification } from './shell/ShellNotification';
import { ConsoleAdmin } from './shell/ConsoleAdmin';
import { entityResourceElements, useEntityResources } from './shell/entityResources';
import { withAdminResources } from './providers/adminRouting';
import { prefetchOpeningList, withEarlyList } from './providers/earlyList';
import { openingAddress } from './pages/entities/entityUrl';
import { adminResourceElements } from './pages/admin/adminResources';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const authProvider = createAuthProvider({
  http,
  session: sessionStore(),
  storage: window.sessionStorage,
  // Every user query but react-admin's own auth ones, which its useLogout clears once it has navigated to /login:
  // clearing them inside logout() re-runs requireAuth's check on the page being left, which logs out a second time.
  onLogout: () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
});

// react-admin's methods plus the entity calls (support lists, status changes ...) as custom methods, which the
// entity resources reach through useDataProvider().
// Every list request is cleaned against its schema first and the user told what was left out (droppedNotice.ts).
const onChecked = createDroppedNotice((t) => httpEffects.toast(t));
const schemaOf = (kind: string) => entitySchemas.now()?.getEntity(kind) ?? entitySchemas.load().then((m) => m.getEntity(kind));
const listChecks = { schemaOf, onChecked };
// The list the console opens at is asked for at once, not after the first renders (earlyList.ts).
const early = withEarlyList<EntityDataProvider>({
  ...createDataProvider(http, ENTITY_RESOURCE_PATHS, listChecks),
  ...entityDataProviderMethods(createEntityApi(http, { onChecked })),
});
const dataProvider = early.dataProvider;
// User Management's resources (supporthome/users ...) go to ra-data-simple-rest over /api/admin (issue 16), loaded
// with its first call.
const routedDataProvider = withAdminResources(dataProvider, async () => {
  const { createAdminDataProvider, createAdminHttpClient } = await import('./providers/adminDataProvider');
  const adminHttp = createAdminHttpClient({ fetch: (url, init) => window.fetch(url, init), effects: httpEffects, getToken: () => sessionStore().getToken() });
  return createAdminDataProvider(adminHttp, `${readApiConfig().apiBase}admin`);
});

// Signed in, before the first render: the entities home's address completed with its list's parameters (its page
// would replace it: one more navigation, entityUrl.ts openingAddress), then the page's chunk and its list asked for at
// once (routeElements.ts preloadPageAt, earlyList.ts).
if (isAuthenticated()) {
  // What react-admin would ask the auth provider before its first screen, answered now where the session already
  // knows it (react-admin's own query keys): the shell renders at the first render, not after the check's answer,
  // and the Resources register once, not again when the permissions arrive (each a render of the whole layout,
  // issue 28 item 1). Both are still asked for in the background, as any query on mount.
  const known = authProvider.knownPermissions();
  if (known) {
    queryClient.setQueryData(['auth', 'checkAuth', {}], true);
    queryClient.setQueryData(['auth', 'getPermissions', {}], known);
  }
  const opening = openingAddress(window.location.pathname, window.location.search);
  if (opening) window.history.replaceState(window.history.state, '', opening);
  preloadPageAt(window.location.pathname);
  prefetchOpeningList(window.location, early, (resource) => authProvider.canAccess!({ resource, action: 'list' }));
}

export function App() {
  const entityResources = useEntityResources();
  // Real paths, not react-admin's default hash router: the spec's routes, redirects and CRM NAVIGATE use paths.
  // No transitions (as react-admin's own router): a navigation in a transition can be starved by the auth query's
  // updates, and requireAuth's LogoutOnMount then logs out again and again before /login ever renders.
  return (
    <BrowserRouter useTransitions={false}>
      <ConsoleAdmin
        title="Edu Ops Console"
        authProvider={authProvider}
        dataProvider={routedDataProvider}
        queryClient={queryClient}
        loginPage={LoginPage}
        notification={<ShellNotification />}
        layout={ShellLayout}
        theme={lightTheme}
        darkTheme={darkTheme}
        dashboard={ToDashboard}
        catchAll={ToDashboard}
        requireAuth
        disableTelemetry
      >
        {entityResources && entityResourceElements(entityResources)}
        {adminResourceElements}
        <CustomRoutes>{layoutRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
      </ConsoleAdmin>
    </BrowserRouter>
  );
}
