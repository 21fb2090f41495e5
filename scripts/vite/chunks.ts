// How the bundle is cut into chunks (vite.config.ts, build.rolldownOptions.output.codeSplitting).
import path from 'node:path';
import { LANDING_PAGES } from '../../src/routes/landingPages';

const ROOT = path.resolve(import.meta.dirname, '../..');

const SRC = path.resolve(ROOT, 'src') + path.sep;
const ENTRY = path.resolve(ROOT, 'src/main.tsx');
const CONSOLE = path.resolve(ROOT, 'src/corporate/CorporateConsole.tsx');
const HOME = path.resolve(ROOT, LANDING_PAGES[0].module);
const RESULT_PAGES = LANDING_PAGES.slice(1)
  .filter((page) => !('info' in page) && !('checkout' in page))
  .map((page) => path.resolve(ROOT, page.module));
const CHECKOUT_PAGES = [
  ...new Set(LANDING_PAGES.filter((page) => 'checkout' in page).map((page) => page.module)),
].map((module) => path.resolve(ROOT, module));

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters?: readonly string[] } | null;
}

function staticGraph(root: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const queue = [root];
  while (queue.length) {
    const next = queue.pop()!;
    if (reached.has(next)) continue;
    reached.add(next);
    queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Chunk groups, each measured (docs/search-ui.md, "Performance"), taken in priority order:
 * - 'app': everything the entry imports statically. Otherwise the bundler splits the modules the
 *   entry shares with lazy pages (MUI parts, emotion, the router) into many small chunks, all
 *   preloaded on `/`, each compressed on its own (+2.2 KB gzip on `/`).
 * - 'home': the home page and everything it imports, in one file (`/` downloaded 7 before).
 * - 'results': what at least two of the result pages (`/flight`, `/p`, `/property/…`) share and
 *   the home page does not use. Left to itself the bundler made ~15 small shared chunks, and `/p`
 *   waited on 17 requests through HTTP/1.1's six connections (now 4).
 * - 'home-ui' and 'results-ui': the parts of those two that the corporate console also reaches
 *   (MUI components such as Alert), in their own files. In 'home' or 'results' they made the
 *   console download both groups whole for a few components (+25 KB gzip on /corporate).
 * - 'checkout': our modules (not libraries') that at least two checkout pages share
 *   (src/routes/landingPages.ts, `checkout: true`). Left to the bundler, a direct load of
 *   `/checkout/flight` waited on 27 small files over HTTP/1.1's six connections, and its
 *   held cart's request queued behind them (issue 10, Lighthouse).
 * Everything else (the other lazy pages, the console) is chunked by the bundler.
 */
export function chunkGroups() {
  let sets: {
    app: Set<string>;
    home: Set<string>;
    results: Set<string>[];
    checkout: Set<string>[];
    console: Set<string>;
  } | null = null;
  const graphSets = (graph: ModuleGraph) =>
    (sets ??= {
      app: staticGraph(ENTRY, graph),
      home: staticGraph(HOME, graph),
      results: RESULT_PAGES.map((page) => staticGraph(page, graph)),
      checkout: CHECKOUT_PAGES.map((page) => staticGraph(page, graph)),
      console: staticGraph(CONSOLE, graph),
    });
  const inResults = (id: string, graph: ModuleGraph) =>
    graphSets(graph).results.filter((page) => page.has(id)).length >= 2;
  const inCheckout = (id: string, graph: ModuleGraph) =>
    graphSets(graph).checkout.filter((page) => page.has(id)).length >= 2;
  return [
    {
      debugName: 'app',
      priority: 7,
      name: (id: string, graph: ModuleGraph) => (graphSets(graph).app.has(id) ? 'app' : null),
    },
    {
      debugName: 'home-ui',
      priority: 6,
      name: (id: string, graph: ModuleGraph) => {
        const { home, console } = graphSets(graph);
        return home.has(id) && console.has(id) ? 'home-ui' : null;
      },
    },
    {
      debugName: 'home',
      priority: 5,
      name: (id: string, graph: ModuleGraph) => (graphSets(graph).home.has(id) ? 'home' : null),
    },
    {
      debugName: 'results-ui',
      priority: 4,
      name: (id: string, graph: ModuleGraph) =>
        inResults(id, graph) && graphSets(graph).console.has(id) ? 'results-ui' : null,
    },
    {
      debugName: 'results',
      priority: 3,
      name: (id: string, graph: ModuleGraph) => (inResults(id, graph) ? 'results' : null),
    },
    {
      debugName: 'checkout',
      priority: 2,
      // Our code only: the MUI components it uses stay in the bundler's shared chunks, which
      // the profile, the account pages and the console's screens load too.
      // A module the app also imports on its own (the held cart's prefetch, AppRoutes) keeps
      // its small chunk, so a direct load asks for the cart before this chunk is in.
      name: (id: string, graph: ModuleGraph) =>
        inCheckout(id, graph) &&
        id.startsWith(SRC) &&
        !graph.getModuleInfo(id)?.dynamicImporters?.length
          ? 'checkout'
          : null,
      // Not their libraries too (the bundler's default would pull MUI's parts in with them).
      includeDependenciesRecursively: false,
    },
  ];
}
