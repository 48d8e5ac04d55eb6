import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDirectory } from '../../src/worker/node/directory-lock';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'attune-lock-')), 'pg.lock');

/** The id of a process that has exited, as a crashed host's lock file holds. */
const exitedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the lock on a PGlite directory', () => {
  it('holds this process id until released', () => {
    const path = lockPath();
    const release = lockDirectory(path, 'The directory');
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a second holder while the first runs, naming it', () => {
    const path = lockPath();
    const release = lockDirectory(path, 'The directory');
    expect(() => lockDirectory(path, 'The directory')).toThrow(`The directory is in use by process ${process.pid}`);
    release();
    lockDirectory(path, 'The directory')();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const path = lockPath();
    writeFileSync(path, String(exitedPid()));
    const release = lockDirectory(path, 'The directory');
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('leaves a lock alone that another process took over meanwhile', () => {
    const path = lockPath();
    const release = lockDirectory(path, 'The directory');
    writeFileSync(path, '1');
    release();
    expect(readFileSync(path, 'utf8')).toBe('1');
  });
});
