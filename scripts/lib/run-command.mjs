// Runs a command from the repository root and waits for it, for the benchmark scripts.
import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/** Resolves when `command` exits 0; its output is shown unless `quiet`. */
export function runCommand(command, commandArgs, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: repoRoot,
      stdio: quiet ? 'ignore' : 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
  });
}
