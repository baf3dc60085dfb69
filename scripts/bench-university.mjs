// Browser benchmark of /notas-corte on the composed production build, with 5,000 demo degrees
// seeded on top of the real ones:
//   1. the gzip bytes of JS/CSS a first visit downloads (cold cache);
//   2. keystroke → updated list in the search box, in Chromium: the Event Timing duration of each
//      key interaction (what INP is made of) and the time until the filtered list is painted.
// Usage: node scripts/bench-university.mjs [--scores 5000] [--cpu-throttle 4] [--json]
//        [--url http://localhost:4000]   measure a site that is already running instead
// Ports: BENCH_PORT_BASE (default 4600, shell; remotes +1…+5) and BENCH_SUPABASE_PORT (54661).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portsFrom } from './lib/apps.mjs';
import { buildStale } from './lib/build.mjs';
import { collectCode, sum } from './lib/bundle-report.mjs';
import { ensureChromium, launchChromium } from './lib/chromium.mjs';
import { prepareScaledData } from './lib/scale-data.mjs';
import { snapshotDists, startStack } from './lib/stack.mjs';

const { values: args } = parseArgs({
  options: {
    scores: { type: 'string', default: '5000' },
    'cpu-throttle': { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    url: { type: 'string' },
  },
});
const extraScores = Number(args.scores);
const cpuThrottle = Number(args['cpu-throttle']);
const base = Number(process.env.BENCH_PORT_BASE ?? 4600);
const ports = portsFrom(base, Number(process.env.BENCH_SUPABASE_PORT ?? 54661));
/** Searches typed key by key; each key is one interaction. Backspaces clear between them. */
const SEARCHES = ['ingenieria', 'medicina valencia', 'derecho', 'psicologia alicante', 'fisica'];
const KEY_DELAY_MS = 150;

const log = (line) => {
  if (!args.json) console.log(line);
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const waitForList = (page) =>
  page
    .getByText(/carreras? encontradas?$/)
    .first()
    .waitFor({ timeout: 60_000 });

/** Instruments the page: Event Timing entries and keystroke → painted filtered list times. */
function instrument() {
  const state = { events: [], keyToList: [] };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        state.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  // The results section is aria-busy while it still shows the previous filters; the key's list is
  // in place once it has been busy and is no longer. Timed to the frame after that (the paint).
  const results = () => document.querySelector('section[aria-label="Resultados"]');
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      let sawBusy = false;
      const observer = new MutationObserver(() => {
        const busy = results()?.getAttribute('aria-busy') === 'true';
        if (busy) sawBusy = true;
        else if (sawBusy) {
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => state.keyToList.push(performance.now() - start)),
          );
        }
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
    },
    true,
  );
}

async function measureTyping(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (cpuThrottle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  await page.addInitScript(instrument);
  await page.goto(`${url}/notas-corte`);
  await waitForList(page);
  const total = await page
    .getByText(/carreras? encontradas?$/)
    .first()
    .textContent();
  const search = page.getByLabel('Buscar carrera o universidad');
  await search.click();
  let keys = 0;
  for (const text of SEARCHES) {
    for (const char of text) {
      await page.keyboard.press(char === ' ' ? 'Space' : char);
      keys += 1;
      await page.waitForTimeout(KEY_DELAY_MS);
    }
    for (let i = 0; i < text.length; i += 1) {
      await page.keyboard.press('Backspace');
      keys += 1;
      await page.waitForTimeout(KEY_DELAY_MS);
    }
  }
  await page.waitForTimeout(500);
  const { events, keyToList } = await page.evaluate(() => window.__bench);
  await context.close();

  // An interaction's latency is its longest event; keys with no entry took under 16 ms.
  const byInteraction = new Map();
  for (const event of events)
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  const interactionDurations = [...byInteraction.values()];
  while (interactionDurations.length < keys) interactionDurations.push(16);
  return {
    rowsListed: total,
    keys,
    eventTiming: {
      p75: percentile(interactionDurations, 75),
      p98: percentile(interactionDurations, 98),
      max: Math.max(...interactionDurations),
      note: 'ms per key interaction; entries under 16 ms are not reported and count as 16',
    },
    keystrokeToList: {
      samples: keyToList.length,
      p50: Math.round(percentile(keyToList, 50)),
      p75: Math.round(percentile(keyToList, 75)),
      max: Math.round(Math.max(...keyToList)),
    },
  };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Every JS/CSS file a cold-cache visit of /notas-corte fetches until the list shows. */
async function measureFirstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { files, settle } = collectCode(page);
  await page.goto(`${url}/notas-corte`);
  await waitForList(page);
  await page.waitForLoadState('networkidle');
  await settle();
  await context.close();
  return { files, gzip: sum(files) };
}

async function measure(url, mfUniversityOrigin) {
  const browser = await launchChromium();
  try {
    const firstVisit = await measureFirstVisit(browser, url);
    const typing = await measureTyping(browser, url);
    const result = {
      extraDemoScores: extraScores,
      cpuThrottle,
      firstVisit: {
        jsCssFiles: firstVisit.files.length,
        gzipBytes: firstVisit.gzip,
        universityRemoteGzipBytes: sum(
          firstVisit.files.filter((f) => f.url.startsWith(mfUniversityOrigin)),
        ),
      },
      typing,
    };
    if (args.json) console.log(JSON.stringify(result, null, 2));
    else {
      log(
        `\n/notas-corte first visit: ${result.firstVisit.jsCssFiles} JS/CSS files, ${kib(result.firstVisit.gzipBytes)} KiB gzip` +
          ` (${kib(result.firstVisit.universityRemoteGzipBytes)} KiB from mf_university)`,
      );
      log(`List: ${typing.rowsListed}; ${typing.keys} keystrokes, CPU throttle ×${cpuThrottle}`);
      log(
        `Event Timing per key (INP-style): p75 ${typing.eventTiming.p75} ms, p98 ${typing.eventTiming.p98} ms, max ${typing.eventTiming.max} ms`,
      );
      log(
        `Keystroke → list painted: p50 ${typing.keystrokeToList.p50} ms, p75 ${typing.keystrokeToList.p75} ms, max ${typing.keystrokeToList.max} ms (${typing.keystrokeToList.samples} samples)`,
      );
    }
  } finally {
    await browser.close();
  }
}

ensureChromium(log);
if (args.url) {
  const config = await (await fetch(new URL('/app-config.json', args.url))).json();
  await measure(args.url, new URL(config.remotes.mf_university.entry).origin);
} else {
  await buildStale({ log });
  log('Preparing a database with the seed and extra demo degrees…');
  const dataDir = await prepareScaledData({
    port: ports.supabase,
    label: 'university',
    scale: { scores: extraScores },
    quiet: args.json,
  });
  // Serve a copy of the builds, so a rebuild by someone else during the run changes nothing.
  const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-bench-university-dist-'));
  const stack = await startStack({ ports, dataDir, distDir: snapshotDists(snapshotDir) });
  try {
    await measure(stack.url, `http://localhost:${ports.mf_university}`);
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(snapshotDir, { recursive: true, force: true });
  }
}
