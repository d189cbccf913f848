import { Navigate } from 'react-router-dom';

/** '' and unknown paths go to the dashboard. */
export function ToDashboard() {
  return <Navigate to="/dashboard" replace />;
}
