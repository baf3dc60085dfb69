// Debian's Chromium drives the e2e suite and the bundle benchmark (Playwright cannot download
// browsers on these machines).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `args`: extra flags (the Lighthouse benchmark opens a DevTools port). */
export async function launchChromium({ args = [] } = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...args] });
}

const run = (command, args) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

/** Installs Debian's chromium with apt when it is missing (needs root, as on CI). */
export function ensureChromium(log = console.log) {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with "sudo apt-get install -y chromium".`,
    );
  }
  log("Chromium missing: installing Debian's chromium with apt…");
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
}
