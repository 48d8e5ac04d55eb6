import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Whether a process with this id runs (one owned by another user counts). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createLockFile(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The id in the lock file, NaN when it is empty or gone. */
function holderOf(path: string): number {
  try {
    return Number.parseInt(readFileSync(path, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Number.NaN;
    throw error;
  }
}

/**
 * Takes `path` as a lock file holding this process's id, for one process at a time on a PGlite
 * directory. PGlite's own postmaster.pid cannot do it: every PGlite writes the same made-up id
 * (-42) there and takes its own id for a stale lock, so a second process opens the files as well
 * and the two overwrite each other's writes. A lock left by a process that no longer runs (killed,
 * crashed) is taken over. Returns the release.
 */
export function lockDirectory(path: string, what: string): () => void {
  if (!createLockFile(path)) {
    const holder = holderOf(path);
    if (Number.isInteger(holder) && isRunning(holder)) {
      throw new Error(
        `${what} is in use by process ${holder} (an Attune host or command): stop it first. If that process is not Attune's, delete ${path}.`,
      );
    }
    rmSync(path, { force: true });
    if (!createLockFile(path)) throw new Error(`${what} was taken by another process while starting: stop it first.`);
  }
  return () => {
    if (holderOf(path) === process.pid) rmSync(path, { force: true });
  };
}
