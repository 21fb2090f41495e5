// What the main thread does before the largest contentful paint of a page, with the CPU slowed
// 4× as Lighthouse's mobile preset assumes (network unthrottled: the bytes are counted instead).
// Less sensitive to a shared machine's load than the Lighthouse score: it reports the renderer's
// main-thread busy time before the LCP, the bytes received before it, the LCP element, and the
// functions that took the most self time (a V8 CPU profile until the LCP).
//   npx tsx bench/lighthouse-trace.ts http://127.0.0.1:3000 --analysis [runs]
//   npx tsx bench/lighthouse-trace.ts http://127.0.0.1:3000 / [runs]
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer, { type Page } from 'puppeteer-core';
import { SESSION_COOKIE } from '../src/api/tokens';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { signIn } from './lighthouse-checkout';
import { ANALYSIS_OVERVIEW_PATH } from './lighthouse';

const CPU_SLOWDOWN = 4;

export interface TraceRun {
  lcp_ms: number;
  lcp_element: string;
  /** Sum of the renderer main thread's tasks from navigation start to the LCP (4× slowed). */
  main_thread_before_lcp_ms: number;
  long_tasks_before_lcp: number;
  /** Bytes received (transfer sizes of the document and resources that finished) before the LCP. */
  bytes_before_lcp: number;
  requests_before_lcp: number;
  top_self_ms: Awaited<ReturnType<typeof selfTimes>>;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string } } & Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** The package (node_modules/…) or source folder a position of a built chunk comes from. */
function originOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src).split('/').slice(0, 3).join('/') : source;
}

/**
 * Self time per function and per package until `untilUs`, positions mapped back through the
 * build's source maps (`<chunk>.map`, which the production build writes).
 */
async function selfTimes(profile: Profile, untilUs: number) {
  const maps = new Map<string, TraceMap | null>();
  for (const url of new Set(profile.nodes.map((n) => n.callFrame.url))) {
    if (!url.endsWith('.js')) continue;
    const response = await fetch(`${url}.map`).catch(() => null);
    maps.set(url, response?.ok ? new TraceMap((await response.json()) as never) : null);
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map<string, number>();
  const origins = new Map<string, number>();
  const add = (totals: Map<string, number>, key: string, ms: number) =>
    totals.set(key, (totals.get(key) ?? 0) + ms);
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (t > untilUs) break;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]);
    if (!node) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const map = maps.get(url);
    const original = map
      ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
      : null;
    const where = original?.source
      ? `${original.source.replace(/^.*node_modules\//, '')}:${original.line}`
      : `${url.split('/').pop() || '(native)'}:${lineNumber + 1}`;
    add(functions, `${original?.name ?? (functionName || '(anonymous)')} ${where}`, ms);
    add(origins, original?.source ? originOf(original.source) : functionName || '(native)', ms);
  }
  const top = (totals: Map<string, number>, n: number) =>
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  return { functions: top(functions, 30), origins: top(origins, 20) };
}

async function traceOnce(page: Page, url: string): Promise<TraceRun> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  // Each LCP candidate's element as it is reported (a candidate removed later keeps its name).
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as { __lcp?: string[] }).__lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
        const el = entry.element;
        seen.push(
          el
            ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}" at ${Math.round(entry.startTime)} ms`
            : '?',
        );
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({
    categories: ['devtools.timeline', 'loading', 'blink.user_timing', 'toplevel'],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  // Let a late LCP candidate land (the figures come with the data).
  await new Promise((r) => setTimeout(r, 1000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const raw = await page.tracing.stop();
  const events = (JSON.parse(Buffer.from(raw!).toString('utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  // The page's renderer: where the navigation to `url` started (other renderers exist).
  const navStart = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      String(
        (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '',
      ).startsWith(url.split('?')[0]),
  );
  const main = navStart && { pid: navStart.pid, tid: navStart.tid };
  const lcpEvents = events.filter(
    (e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === navStart?.pid,
  );
  const lcp = lcpEvents.at(-1);
  if (!main || !navStart || !lcp) {
    const names = events.filter((e) => /navigationStart|largestContentful/.test(e.name));
    throw new Error(`trace without navigation or LCP: ${JSON.stringify(names).slice(0, 2000)}`);
  }
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      e.ts >= navStart.ts &&
      e.ts < lcp.ts,
  );
  const busyUs = tasks.reduce((sum, e) => sum + Math.min(e.dur ?? 0, lcp.ts - e.ts), 0);
  const lcpMs = (lcp.ts - navStart.ts) / 1000;
  const resources = await page.evaluate((until) => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const before = entries.filter((e) => e.responseEnd <= until);
    return { bytes: before.reduce((s, e) => s + e.transferSize, 0), count: before.length };
  }, lcpMs);
  const element = await page.evaluate(() => (window as { __lcp?: string[] }).__lcp?.at(-1) ?? '?');
  await cdp.detach();
  return {
    lcp_ms: Math.round(lcpMs),
    lcp_element: element,
    main_thread_before_lcp_ms: Math.round(busyUs / 1000),
    long_tasks_before_lcp: tasks.filter((e) => (e.dur ?? 0) > 50_000).length,
    bytes_before_lcp: resources.bytes,
    requests_before_lcp: resources.count,
    // The profile and the trace share Chromium's monotonic clock (microseconds).
    top_self_ms: await selfTimes(
      profile,
      Math.abs(profile.startTime - navStart.ts) < 60e6
        ? lcp.ts
        : profile.startTime + (lcp.ts - navStart.ts),
    ),
  };
}

export async function traceBeforeLcp(baseUrl: string, path: string, runs: number, token?: string) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const results: TraceRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      const page = await browser.newPage();
      if (token) await page.setCookie({ name: SESSION_COOKIE, value: token, url: baseUrl });
      results.push(await traceOnce(page, `${baseUrl}${path}`));
      await page.close();
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl, target = '/', runs = '3'] = process.argv.slice(2);
  const analysis = target === '--analysis';
  const results = await traceBeforeLcp(
    baseUrl,
    analysis ? ANALYSIS_OVERVIEW_PATH : target,
    Number(runs),
    analysis ? await signIn(baseUrl, 'owner@vinasteel.example') : undefined,
  );
  const verbose = process.env.TRACE_VERBOSE === '1';
  console.log(
    JSON.stringify(
      results.map((r, i) => (verbose || i === 0 ? r : { ...r, top_self_ms: undefined })),
      null,
      2,
    ),
  );
}
