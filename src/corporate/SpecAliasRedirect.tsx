import { Navigate, useLocation } from 'react-router-dom';
import { CORPORATE_BASE } from '../routes/routeTable';
import type { AliasRoute } from '../resources/specRoutes';

/** A spec URL that leads to a react-admin route (docs/decisions.md, "Console routes"). */
export function SpecAliasRedirect({ route }: { route: AliasRoute }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${CORPORATE_BASE}/${route.target(search)}${hash}`} replace />;
}
