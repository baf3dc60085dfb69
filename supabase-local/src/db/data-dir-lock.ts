import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>/supabase-local.lock` holding our pid, so two servers never open the same
 * PGlite directory (it would be corrupted). A lock left by a process that no longer runs
 * (crash, SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'supabase-local.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(`Data directory ${dataDir} is in use by process ${holder}`);
      }
      if (holder === process.pid) {
        throw new Error(`Data directory ${dataDir} is already open in this process`);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock data directory ${dataDir}`);
}
