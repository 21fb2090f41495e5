// What react-admin's router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js) imports
// from react-router-dom, minus the data router. vite.config.ts points ra-core's import here.
//
// The console always mounts inside the app's <BrowserRouter>, so the adapter's fallback that
// builds its own hash router (createHashRouter + RouterProvider) never runs. Importing them anyway
// keeps react-router's whole data-router core (loaders, actions, fetchers, hydration) alive, and
// since react-router is one module shared with the public site, those ~16 KB gzip landed in the
// entry chunk every visitor to `/` downloads (docs/search-ui.md, "Performance").
export {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  matchPath,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
} from 'react-router-dom';

function outsideAppRouter(): never {
  throw new Error(
    'The corporate console must be rendered inside the app router (src/App.tsx): ' +
      'react-admin may not create its own hash router here.',
  );
}

export const createHashRouter = outsideAppRouter;
export const RouterProvider = outsideAppRouter;
