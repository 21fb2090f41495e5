import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadLandingPage } from './app/AppRoutes';
import { loadConfig } from './config';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

/**
 * The first render waits briefly for /config.json and the landing page's chunk (index.html
 * preloads both, so they are usually here already): the page then renders once, with its
 * content, instead of loader first. A slow or failed config still shows ConfigGate's loader or
 * its Retry, and a slow page its layout's loader. The render is a transition, so React works in
 * short slices and the page stays responsive while it mounts (docs/search-ui.md, "Performance").
 */
const FIRST_RENDER_WAIT_MS = 400;
void Promise.race([
  Promise.all([loadConfig().catch(() => undefined), preloadLandingPage(window.location.pathname)]),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
