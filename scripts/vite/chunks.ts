// How the bundle is cut into chunks (vite.config.ts, build.rolldownOptions.output.codeSplitting).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_PAGES } from '../../src/routes/landingPages';

const ROOT = path.resolve(import.meta.dirname, '../..');

const SRC = path.resolve(ROOT, 'src') + path.sep;
const ENTRY = path.resolve(ROOT, 'src/main.tsx');
const CONSOLE = path.resolve(ROOT, 'src/corporate/CorporateConsole.tsx');
const RESOURCES = path.resolve(ROOT, 'src/resources') + path.sep;
const RESOURCES_COMMON = path.resolve(ROOT, 'src/resources/common') + path.sep;
/** The analysis dashboards' screens (issue 25): their charts load with them only. */
const ANALYSIS = path.resolve(ROOT, 'src/resources/analysis') + path.sep;
/** The react-admin consoles' own lazy parts (corporate, support) and their data providers. */
const CONSOLES = ['src/corporate', 'src/support', 'src/dataProviders'].map(
  (dir) => path.resolve(ROOT, dir) + path.sep,
);
const HOME = path.resolve(ROOT, LANDING_PAGES[0].module);
const RESULT_PAGES = LANDING_PAGES.slice(1)
  .filter((page) => !('info' in page) && !('checkout' in page))
  .map((page) => path.resolve(ROOT, page.module));
const CHECKOUT_PAGES = [
  ...new Set(LANDING_PAGES.filter((page) => 'checkout' in page).map((page) => page.module)),
].map((module) => path.resolve(ROOT, module));

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicImporters?: readonly string[];
    dynamicallyImportedIds?: readonly string[];
  } | null;
}

/**
 * The GraphQL documents, one module per operation file, re-exported by their service's
 * generated types module. A module graph lists every re-exported module as imported, so a
 * group taking what one page imports would take every document of a service its code names
 * one of; left out of the groups, each document goes where the bundler sees it used.
 */
const DOCUMENTS = path.resolve(ROOT, 'src/api/generated/documents') + path.sep;

/**
 * The document modules (paths) that `modules` name in an import from a service's generated
 * module, read from their source: a module graph cannot tell which re-export an import uses.
 */
function documentsNamedBy(modules: Iterable<string>): Set<string> {
  const moduleOf = new Map<string, string>();
  for (const file of readdirSync(DOCUMENTS, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const id = path.join(DOCUMENTS, file);
    for (const [, name] of readFileSync(id, 'utf8').matchAll(/^export const (\w+)/gm)) {
      moduleOf.set(name!, id);
    }
  }
  const named = new Set<string>();
  const importFromGenerated =
    /import\s*\{([^}]*)\}\s*from\s*'[./]*(?:src\/)?api\/generated\/[\w-]+'/g;
  for (const id of modules) {
    if (!id.startsWith(SRC) || !/\.tsx?$/.test(id)) continue;
    for (const [, names] of readFileSync(id, 'utf8').matchAll(importFromGenerated)) {
      for (const name of names!.split(',').map((n) => n.trim())) {
        const document = moduleOf.get(name);
        if (document) named.add(document);
      }
    }
  }
  return named;
}

/**
 * What `root` imports statically, transitively; `stopAt` modules are reached, not entered.
 * The documents are not reached (DOCUMENTS above).
 */
function staticGraph(
  root: string,
  graph: ModuleGraph,
  stopAt: (id: string) => boolean = () => false,
): Set<string> {
  const reached = new Set<string>();
  const queue = [root];
  while (queue.length) {
    const next = queue.pop()!;
    if (reached.has(next) || next.startsWith(DOCUMENTS)) continue;
    reached.add(next);
    if (next !== root && stopAt(next)) continue;
    queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Every lazily loaded module the entry leads to, through static and dynamic imports, each
 * once: the site's lazy pages, the console, its resource screens.
 */
function lazyRoots(graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const queue = [ENTRY];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const info = graph.getModuleInfo(next);
    for (const lazy of info?.dynamicallyImportedIds ?? []) {
      roots.add(lazy);
      queue.push(lazy);
    }
    queue.push(...(info?.importedIds ?? []));
  }
  return roots;
}

/**
 * What the site's own lazy pages reach (not the console's screens; react-admin's internal lazy
 * imports are the runtime's).
 */
function siteLazyPagesReach(graph: ModuleGraph): Set<string> {
  const others = [...lazyRoots(graph)].filter(
    (id) =>
      id.startsWith(SRC) &&
      !id.startsWith(RESOURCES) &&
      !CONSOLES.some((dir) => id.startsWith(dir)),
  );
  const elsewhere = new Set<string>();
  for (const root of others) for (const id of staticGraph(root, graph)) elsewhere.add(id);
  return elsewhere;
}

/**
 * The console's view runtime: what the resource screens (the lazy modules under src/resources/)
 * reach that neither the console's first load nor a lazy page of the site does — react-admin's
 * list and form building blocks, the MUI parts only they use, the resources' shared pieces
 * (src/resources/common) — and not a resource's own files.
 */
function viewRuntime(
  firstLoad: Set<string>,
  elsewhere: Set<string>,
  screensReach: Set<string>,
): Set<string> {
  const runtime = new Set<string>();
  for (const id of screensReach) {
    if (firstLoad.has(id) || elsewhere.has(id)) continue;
    if (id.startsWith(RESOURCES) && !id.startsWith(RESOURCES_COMMON)) continue;
    // The data providers' handlers keep their own chunks (loaded on a resource's first call).
    if (inConsoles(id)) continue;
    runtime.add(id);
  }
  return runtime;
}

const inConsoles = (id: string) => CONSOLES.some((dir) => id.startsWith(dir));

/**
 * What the resource screens (the lazy modules under src/resources/ that `include` accepts)
 * import statically, transitively. A screen that imports a helper of the data providers does
 * not take in what the providers themselves import (Apollo Client, ra-data-graphql: loaded with
 * the first data call).
 */
function reachedByScreens(
  graph: ModuleGraph,
  include: (screen: string) => boolean = () => true,
): Set<string> {
  const reached = new Set<string>();
  const screens = [...lazyRoots(graph)].filter((id) => id.startsWith(RESOURCES) && include(id));
  for (const screen of screens) {
    for (const id of staticGraph(screen, graph, inConsoles)) reached.add(id);
  }
  return reached;
}

/**
 * Chunk groups, each measured (docs/search-ui.md, "Performance"), taken in priority order:
 * - 'app': everything the entry imports statically, and the GraphQL documents it names.
 * - '<service>-documents': the rest of a service's documents, one file per service (left to
 *   the bundler, a document used by two pages became a file of its own: +54 files). Otherwise the bundler splits the modules the
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
 * - 'console-views': the console's view runtime (viewRuntime() above), one file downloaded by
 *   the first resource screen opened and shared by all. Left to the bundler, react-admin's list
 *   and form code was cut into ~20 files shared between screens; resources used to import
 *   react-admin through a re-export file to hold it together (docs/decisions.md, "Console
 *   bundle"). Now a resource imports from 'react-admin' like react-admin's own examples.
 *   The analysis screens are not counted among them (below).
 * - 'analysis': what at least two analysis pages reach and no other screen (@mui/x-charts' bar
 *   chart and d3, the filter bar, the chart panel), one file downloaded with the first analysis
 *   page; what one page alone uses stays with it. In 'console-views' the charts would be
 *   downloaded by every first screen; left to the bundler, x-charts became ~30 small files.
 * - 'console-shared': what the analysis screens share with the other screens and not with the
 *   first load (MUI's table, toggle and autocomplete parts …), in a file of its own, so that an
 *   analysis page does not download react-admin's list runtime ('console-views') for them
 *   (docs/analysis-ui.md, "Bundle").
 * Everything else (the other lazy pages, the console) is chunked by the bundler.
 */
export function chunkGroups() {
  let sets: {
    app: Set<string>;
    appDocuments: Set<string>;
    home: Set<string>;
    results: Set<string>[];
    checkout: Set<string>[];
    console: Set<string>;
    screens: Set<string>;
    views: Set<string>;
    analysis: Set<string>;
    shared: Set<string>;
  } | null = null;
  const graphSets = (graph: ModuleGraph) => {
    if (sets) return sets;
    const app = staticGraph(ENTRY, graph);
    const console = staticGraph(CONSOLE, graph);
    const firstLoad = new Set([...app, ...console]);
    const elsewhere = siteLazyPagesReach(graph);
    const screens = reachedByScreens(graph);
    const otherScreens = reachedByScreens(graph, (id) => !id.startsWith(ANALYSIS));
    const analysisPages = [...lazyRoots(graph)]
      .filter((id) => id.startsWith(ANALYSIS))
      .map((page) => staticGraph(page, graph, inConsoles));
    const analysisReach = new Set(analysisPages.flatMap((page) => [...page]));
    const lazyOnly = (id: string) => !firstLoad.has(id) && !elsewhere.has(id) && !inConsoles(id);
    // What one page alone uses (the detail's pagination, the burn-down's line chart) stays
    // with that page.
    const analysis = new Set(
      [...analysisReach].filter(
        (id) =>
          lazyOnly(id) &&
          !otherScreens.has(id) &&
          analysisPages.filter((page) => page.has(id)).length >= 2,
      ),
    );
    const shared = new Set(
      [...analysisReach].filter(
        (id) =>
          lazyOnly(id) &&
          otherScreens.has(id) &&
          (!id.startsWith(RESOURCES) || id.startsWith(RESOURCES_COMMON)),
      ),
    );
    const views = viewRuntime(firstLoad, elsewhere, otherScreens);
    for (const id of shared) views.delete(id);
    return (sets = {
      app,
      appDocuments: documentsNamedBy(app),
      home: staticGraph(HOME, graph),
      results: RESULT_PAGES.map((page) => staticGraph(page, graph)),
      checkout: CHECKOUT_PAGES.map((page) => staticGraph(page, graph)),
      console,
      screens,
      views,
      analysis,
      shared,
    });
  };
  const inResults = (id: string, graph: ModuleGraph) =>
    graphSets(graph).results.filter((page) => page.has(id)).length >= 2;
  const inCheckout = (id: string, graph: ModuleGraph) =>
    graphSets(graph).checkout.filter((page) => page.has(id)).length >= 2;
  return [
    {
      debugName: 'app',
      priority: 8,
      name: (id: string, graph: ModuleGraph) => {
        const { app, appDocuments } = graphSets(graph);
        return app.has(id) || appDocuments.has(id) ? 'app' : null;
      },
    },
    {
      debugName: 'documents',
      priority: 7,
      // A service's other documents together, downloaded with the first page that uses one.
      name: (id: string) =>
        id.startsWith(DOCUMENTS) ? `${path.basename(path.dirname(id))}-documents` : null,
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
      // its small chunk, so a direct load asks for the cart before this chunk is in. So does
      // one a console screen also imports (the lazy phone rule): in here it made the first
      // resource screen download checkout and, through it, the home and result pages' chunks.
      name: (id: string, graph: ModuleGraph) =>
        inCheckout(id, graph) &&
        id.startsWith(SRC) &&
        !graphSets(graph).screens.has(id) &&
        !graph.getModuleInfo(id)?.dynamicImporters?.length
          ? 'checkout'
          : null,
      // Not their libraries too (the bundler's default would pull MUI's parts in with them).
      includeDependenciesRecursively: false,
    },
    {
      debugName: 'analysis',
      priority: 1,
      name: (id: string, graph: ModuleGraph) =>
        graphSets(graph).analysis.has(id) ? 'analysis' : null,
      includeDependenciesRecursively: false,
    },
    {
      debugName: 'console-shared',
      priority: 1,
      name: (id: string, graph: ModuleGraph) =>
        graphSets(graph).shared.has(id) ? 'console-shared' : null,
      includeDependenciesRecursively: false,
    },
    {
      debugName: 'console-views',
      priority: 1,
      name: (id: string, graph: ModuleGraph) =>
        graphSets(graph).views.has(id) ? 'console-views' : null,
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * A chunk of libraries only (lodash's parts, an icon, react-admin's list pieces) is named by
 * its hash alone: the entry's table of lazy chunks names each one for every lazy page, and
 * `assets/_isIterateeCall-<hash>.js` cost `/` bytes for a name nobody reads (issue 20: `/` no
 * heavier than before the console's new stack). So is a chunk of shared rules from `common/`
 * alone (the same-origin rule, the wallet threshold's rule: each added ~20 B gzip to `/`). Our
 * screens' chunks keep their names (the e2e checks and a reader of the network panel find a
 * screen by its name).
 * Hashes have 7 characters, the fewest rolldown accepts for this many chunks (the default is
 * 8): the table's ~117 random hashes compress poorly, and the shorter ones take ~170 B gzip
 * off `/` (docs/decisions.md, "Console bundle").
 */
export function vendorChunksByHash(chunk: { moduleIds: readonly string[] }): string {
  const ours = chunk.moduleIds.some((id) => id.startsWith(SRC));
  return ours ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js';
}
