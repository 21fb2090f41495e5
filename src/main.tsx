import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './config';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

/**
 * The first render waits briefly for /config.json (index.html preloads it, so it is usually here
 * already) so the page renders once instead of loader-then-page; a slow or failed config still
 * shows ConfigGate's loader or its Retry. The render is a transition so React works in short
 * slices and the page stays responsive while it mounts (docs/search-ui.md, "Performance").
 */
const CONFIG_WAIT_MS = 400;
void Promise.race([
  loadConfig().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, CONFIG_WAIT_MS)),
]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
