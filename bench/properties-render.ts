// Properties page render benchmark: the real server (embedded PGlite) with one account holding
// 1,000 properties, the built SPA, and Chromium. For each run a fresh page opens /app/properties and
// the page itself records when the list answer finished arriving (resource timing) and when the grid
// of cards was in the DOM and then painted (a MutationObserver, then the next frame). The budget is on
// the grid render after the data arrived: wall-clock, or, on a machine whose load average is above
// its core count, the main thread's CPU time for the same span (measured in runs of its own). Also
// measured: search typed into the box over all 1,000 properties, and the detail page from navigation
// to its first section painted.
// Run from the repository root: node bench/properties-render.ts [--runs 9] [--properties 1000]
// Chromium: /usr/bin/chromium, or CHROMIUM_PATH. Exits non-zero when that median is 200 ms or more.
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PropertyRecord, PropertyUploadResult } from '@ai-realty/shared/schemas/property';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { freePort, startServer } from './support/bench-server.ts';

const GRID_MEDIAN_BUDGET_MS = 200;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    properties: { type: 'string', default: '1000' },
  },
});
const runs = Number(values.runs);
const count = Number(values.properties);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Tokens = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
};
type GridSample = {
  jsonMs: number;
  renderMs: number;
  gridMs: number;
  paintMs: number;
  navToPaintMs: number;
  cards: number;
  countText: string;
};

async function call<T>(base: string, url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${base}${url}`, { ...init, headers, body });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const cities = ['Austin', 'Portland', 'Denver', 'Raleigh', 'Boise', 'Tucson', 'Madison', 'Savannah'];
const types = ['Single Family Home', 'Condo', 'Townhouse', 'Multi-Family', 'Land', 'Commercial'];
const statuses = ['active', 'active', 'pending', 'sold'];

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** A CSV in the documented header set with `n` realistic rows. */
function portfolioCsv(n: number): string {
  const header = [
    'PropertyType',
    'ListingType',
    'Street',
    'City',
    'State',
    'ZipCode',
    'Price',
    'Bedrooms',
    'Bathrooms',
    'SquareFootage',
    'Appliances',
    'FlooringType',
    'Parking',
    'PropertyDescription',
    'NeighborhoodDescription',
    'Keywords',
    'YearBuilt',
    'Status',
  ];
  const lines = [header.join(',')];
  for (let i = 0; i < n; i++) {
    const city = cities[i % cities.length]!;
    lines.push(
      [
        types[i % types.length]!,
        i % 5 === 0 ? 'For Rent' : 'For Sale',
        `${100 + i} Benchmark Blvd`,
        city,
        'TX',
        String(70_000 + i),
        String(180_000 + i * 750),
        String(1 + (i % 5)),
        String(1 + (i % 3)),
        String(700 + (i % 40) * 60),
        i % 7 === 0 ? 'Sub-Zero refrigerator, Wolf range' : 'Stainless steel appliances',
        'Hardwood and tile',
        'Two-car garage',
        `A bright, well-kept home in ${city} with room to grow. `.repeat(6).trim(),
        `Quiet streets close to downtown ${city}. `.repeat(4).trim(),
        `family home; ${city.toLowerCase()}; move-in ready`,
        String(1950 + (i % 70)),
        statuses[i % statuses.length]!,
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function seedAccount(base: string): Promise<{ tokens: Tokens; firstId: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-Password-1';
  await call(base, '/api/user/create', {
    method: 'POST',
    json: { fullName: 'Bench Agent', email, password },
  });
  const login = await call<Tokens>(base, '/api/login', {
    method: 'POST',
    json: { email, password, rememberMe: true },
  });
  const tokens: Tokens = {
    accessToken: login.accessToken,
    refreshToken: login.refreshToken,
    accessExpiresAt: login.accessExpiresAt,
    refreshExpiresAt: login.refreshExpiresAt,
  };
  const form = new FormData();
  form.append('csvfile', new Blob([portfolioCsv(count)], { type: 'text/csv' }), 'portfolio.csv');
  const upload = await call<PropertyUploadResult>(base, '/api/property/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    body: form,
  });
  if (upload.created !== count)
    throw new Error(
      `CSV import created ${upload.created} of ${count}: ${JSON.stringify(upload.rejected.slice(0, 3))}`,
    );
  const list = await call<PropertyRecord[]>(base, '/api/property/mylist', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  if (list.length !== count) throw new Error(`the list holds ${list.length} properties, expected ${count}`);
  return { tokens, firstId: list[0]!.id };
}

/** Runs in the page before any of its scripts: stores the session and watches for the grid. */
function pageProbe(tokens: Tokens) {
  for (const [k, v] of Object.entries(tokens)) localStorage.setItem(k, String(v));
  // The onboarding modal would open over the page after 2 s; it is not what is measured.
  localStorage.setItem(
    'ai-realty-onboarding',
    JSON.stringify({ completedSteps: ['add-property', 'generate-ai', 'follow-up'], skippedSteps: [] }),
  );
  const w = window as unknown as Record<string, number>;
  // When the list's JSON body has been read: what follows is the app's own work on the data.
  const json = Response.prototype.json;
  Response.prototype.json = function (this: Response) {
    const result = json.call(this);
    if (this.url.includes('/api/property/mylist')) void result.then(() => (w.listJsonAt = performance.now()));
    return result;
  };
  const watch = (seen: () => boolean, key: string) => {
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      w[`${key}At`] = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          w[`${key}PaintedAt`] = performance.now();
        }, 0),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  watch(() => (document.querySelector('[data-testid="property-grid"]')?.children.length ?? 0) > 0, 'grid');
  watch(() => [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Key Details'), 'heading');
}

async function measureGrid(context: BrowserContext, base: string): Promise<GridSample> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/app/properties`, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(
        () => (window as unknown as { gridPaintedAt?: number }).gridPaintedAt !== undefined,
        null,
        { timeout: 60_000 },
      );
    } catch (error) {
      const text = ((await page.locator('body').textContent()) ?? '').slice(0, 600);
      throw new Error(`the grid never appeared at ${page.url()}; the page said:\n${text}`, { cause: error });
    }
    return await page.evaluate(() => {
      const w = window as unknown as { gridAt: number; gridPaintedAt: number; listJsonAt: number };
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/property/mylist'))
        .at(-1) as PerformanceResourceTiming | undefined;
      if (!entry) throw new Error('no resource timing for /api/property/mylist');
      return {
        jsonMs: w.listJsonAt - entry.responseEnd,
        renderMs: w.gridPaintedAt - w.listJsonAt,
        gridMs: w.gridAt - entry.responseEnd,
        paintMs: w.gridPaintedAt - entry.responseEnd,
        navToPaintMs: w.gridPaintedAt,
        cards: document.querySelectorAll('[data-testid="property-card"]').length,
        countText: document.querySelector('[data-testid="property-count"]')?.textContent ?? '',
      };
    });
  } finally {
    await page.close();
  }
}

/**
 * Main-thread CPU time from the list answer to the painted grid, which stays meaningful when other
 * programs compete for the cores. The list answer is held back until the page has settled, the
 * renderer's thread time is read, the answer is let through, and read again once the grid is painted.
 */
async function measureGridCpu(context: BrowserContext, base: string): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const threadTime = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      const metric = metrics.find((m) => m.name === 'ThreadTime');
      if (!metric) throw new Error('the renderer reports no ThreadTime metric');
      return metric.value * 1000;
    };
    let requested: () => void = () => {};
    const listRequested = new Promise<void>((r) => {
      requested = r;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/property/mylist', async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.goto(`${base}/app/properties`, { waitUntil: 'commit' });
    await listRequested;
    // Everything else the page loads (session, shell, other queries) finishes first.
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const before = await threadTime();
    release();
    await page.waitForFunction(
      () => (window as unknown as { gridPaintedAt?: number }).gridPaintedAt !== undefined,
      null,
      { timeout: 60_000 },
    );
    return (await threadTime()) - before;
  } finally {
    await page.close();
  }
}

/** Types a term into the search box and times until the filtered grid is painted. */
async function measureSearch(context: BrowserContext, base: string, term: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/app/properties`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { gridPaintedAt?: number }).gridPaintedAt !== undefined,
    );
    return await page.evaluate(
      (text) =>
        new Promise<number>((resolve) => {
          const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
          const started = performance.now();
          const observer = new MutationObserver(() => {
            const shown = [...document.querySelectorAll('p')].some(
              (p) => p.textContent?.startsWith('Showing ') && p.textContent.includes(`"${text}"`),
            );
            if (!shown) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setter.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      term,
    );
  } finally {
    await page.close();
  }
}

/** Navigation to the detail page's first section heading painted. */
async function measureDetail(context: BrowserContext, base: string, id: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/app/properties/${id}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Key Details' }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { headingPaintedAt?: number }).headingPaintedAt !== undefined,
    );
    return await page.evaluate(() => (window as unknown as { headingPaintedAt: number }).headingPaintedAt);
  } finally {
    await page.close();
  }
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

buildWebIfStale();
const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), 'ai-realty-bench-'));
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let browser: Browser | undefined;
try {
  server = await startServer(port, dataDir);
  const seeded = performance.now();
  const { tokens, firstId } = await seedAccount(base);
  const seedMs = performance.now() - seeded;

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const viewports = [
    { name: 'desktop 1280x800', viewport: { width: 1280, height: 800 } },
    { name: 'phone 390x844', viewport: { width: 390, height: 844 } },
  ];
  const rows: { name: string; samples: GridSample[]; cpu: number[] }[] = [];
  let searchSamples: number[] = [];
  let detailSamples: number[] = [];
  for (const { name, viewport } of viewports) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(pageProbe, tokens);
    // One warm-up load fills the HTTP cache with the app's scripts, as for an agent who comes back.
    await measureGrid(context, base);
    const samples: GridSample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measureGrid(context, base));
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) cpu.push(await measureGridCpu(context, base));
    rows.push({ name, samples, cpu });
    if (name.startsWith('desktop')) {
      searchSamples = [];
      for (let i = 0; i < Math.min(runs, 5); i++)
        searchSamples.push(await measureSearch(context, base, i % 2 ? 'sub-zero' : 'DENVER'));
      await measureDetail(context, base, firstId);
      detailSamples = [];
      for (let i = 0; i < Math.min(runs, 5); i++)
        detailSamples.push(await measureDetail(context, base, firstId));
    }
    await context.close();
  }

  const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
  const chromeVersion = browser.version();
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(
    `Properties page in Chromium ${chromeVersion}: ${count} properties on one account (seeded by CSV in ${(seedMs / 1000).toFixed(1)} s), ${runs} timed loads per viewport; load average ${load.join(' ')} on ${availableParallelism()} cores`,
  );
  console.log(
    `${'measure'.padEnd(64)}${'median'.padStart(10)}${'p95'.padStart(10)}${'min'.padStart(10)}${'max'.padStart(10)}`,
  );
  const line = (label: string, s: ReturnType<typeof stats>) =>
    console.log(`${label.padEnd(64)}${fmt(s.median)}${fmt(s.p95)}${fmt(s.min)}${fmt(s.max)}`);
  const summary: Record<string, unknown> = {
    chromium: chromeVersion,
    properties: count,
    runs,
    loadAverage: load,
    at: new Date().toISOString(),
  };
  for (const { name, samples, cpu } of rows) {
    const bad = samples.find((s) => s.cards === 0 || !s.countText.includes(count.toLocaleString('en-US')));
    if (bad) throw new Error(`the page did not show the portfolio: ${JSON.stringify(bad)}`);
    const grid = stats(samples.map((s) => s.gridMs));
    const paint = stats(samples.map((s) => s.paintMs));
    const nav = stats(samples.map((s) => s.navToPaintMs));
    line(`${name}: list body received -> JSON read`, stats(samples.map((s) => s.jsonMs)));
    line(`${name}: JSON read -> grid painted`, stats(samples.map((s) => s.renderMs)));
    line(`${name}: data arrived -> grid in DOM`, grid);
    line(`${name}: data arrived -> grid painted`, paint);
    line(`${name}: navigation -> grid painted`, nav);
    const cpuStats = stats(cpu);
    line(`${name}: data arrived -> grid painted, main-thread CPU`, cpuStats);
    summary[name] = {
      grid,
      paint,
      navigation: nav,
      mainThreadCpu: cpuStats,
      cardsRendered: samples[0]!.cards,
    };
  }
  const search = stats(searchSamples);
  const detail = stats(detailSamples);
  line('desktop: search typed -> filtered grid painted', search);
  line('desktop: detail navigation -> first section painted', detail);
  summary.search = search;
  summary.detail = detail;

  const resultsDir = path.join(root, 'bench/results');
  await mkdir(resultsDir, { recursive: true });

  // The budget is the desktop grid's wall-clock render after the data arrived. When other programs
  // hold more runnable threads than there are cores, wall-clock time mostly measures the wait for a
  // core, so the verdict then rests on the main thread's own CPU time for the same span.
  const wall = stats(rows[0]!.samples.map((s) => s.paintMs)).median;
  const cpu = stats(rows[0]!.cpu).median;
  const busy = loadavg()[0]! > availableParallelism();
  const [measure, value] = busy ? ['main-thread CPU', cpu] : ['wall-clock', wall];
  const verdict = `grid render median ${value.toFixed(1)} ms (${measure}, data arrived -> painted; wall ${wall.toFixed(1)} ms, CPU ${cpu.toFixed(1)} ms)`;
  summary.verdict = { measure, median: value, budget: GRID_MEDIAN_BUDGET_MS, machineBusy: busy };
  await writeFile(path.join(resultsDir, 'properties-render.json'), `${JSON.stringify(summary, null, 2)}\n`);
  if (value >= GRID_MEDIAN_BUDGET_MS) {
    console.error(`FAIL: ${verdict} is over the ${GRID_MEDIAN_BUDGET_MS} ms budget`);
    process.exitCode = 1;
  } else {
    console.log(`OK: ${verdict} is under the ${GRID_MEDIAN_BUDGET_MS} ms budget`);
  }
  if (busy)
    console.log(
      'The machine was busy (load average above the core count): wall-clock figures include waiting for a core.',
    );
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
