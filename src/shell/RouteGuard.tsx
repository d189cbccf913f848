// Placeholder guard: lets every signed-in user through. The shell issue replaces it with the real guard.
import type { ReactNode } from 'react';
import type { RouteDef } from '../routes/routeTable';

export function RouteGuard({ children }: { route: RouteDef; children: ReactNode }) {
  return <>{children}</>;
}
