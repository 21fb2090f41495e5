import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { SiteScroll } from './app/SiteScroll';

/**
 * Wayfare: public site, account area and trips under one router; the corporate console
 * (react-admin) is a lazy chunk mounted at /corporate/*.
 */
export function App() {
  return (
    <BrowserRouter>
      <SiteScroll />
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
