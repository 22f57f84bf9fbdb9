import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * `.data/stack.lock` holds the pid of the running `npm start`, so a second start says so instead
 * of failing on a port. A lock whose process is gone (crash, kill -9) is stale and replaced.
 */
export const lockOwner = (file: string): number | undefined => {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
};

/** Throws when another live process holds the lock; a stale lock is replaced. */
export function takeLock(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  // Only a stale lock is removed: removing unconditionally would delete the lock another start
  // wrote between our check and now, and 'wx' would then let both run.
  if (lockOwner(file) === undefined) rmSync(file, { force: true });
  writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
}

/** Removes the lock only if it is still ours. */
export function releaseLock(file: string): void {
  try {
    if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}
