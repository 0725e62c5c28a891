import { useEffect } from 'react';
import { BrowserRouter, type NavigateFunction, useNavigate, useRoutes } from 'react-router-dom';
import { routeTable } from './routes';

export interface AppRouterProps {
  /** Receives the router's navigate function, for navigations asked for outside React (remotes, over the bus). */
  onNavigatorReady: (navigate: NavigateFunction) => void;
}

function AppRoutes({ onNavigatorReady }: AppRouterProps) {
  const navigate = useNavigate();
  useEffect(() => onNavigatorReady(navigate), [navigate, onNavigatorReady]);
  return useRoutes(routeTable);
}

/**
 * The shell's routes in React Router's declarative mode: the portal uses no loaders or actions, and the data router
 * would add 17 KB (gzip) to the first page of every student.
 */
export function AppRouter({ onNavigatorReady }: AppRouterProps) {
  return (
    <BrowserRouter>
      <AppRoutes onNavigatorReady={onNavigatorReady} />
    </BrowserRouter>
  );
}
