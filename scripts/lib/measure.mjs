// What a first visit downloads, measured in a real Chromium: every JS and CSS response of a page
// load, with the gzip size of its body (the bytes a compressing server would send).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const isCodeAsset = (response) =>
  ['script', 'stylesheet'].includes(response.request().resourceType()) ||
  /\.(m?js|css)(\?|$)/.test(new URL(response.url()).pathname);

/**
 * Load `url` in a fresh context (cold cache), wait for `ready(page)` and the network to settle,
 * and return the JS/CSS files fetched: [{ url, bytes, gzip }].
 */
export async function measureVisit(browser, url, { ready = async () => {}, then } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    if (!isCodeAsset(response) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => files.push({ url: response.url(), bytes: body.length, gzip: gzipSize(body) }),
        () => {},
      ),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const before = files.length;
  if (then) {
    await then(page);
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  await context.close();
  return then ? { first: files.slice(0, before), after: files.slice(before) } : files;
}

export const sumGzip = (files) => files.reduce((total, file) => total + file.gzip, 0);
export const kib = (bytes) => (bytes / 1024).toFixed(1);
