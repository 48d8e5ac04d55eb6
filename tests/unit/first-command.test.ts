import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installArguments } from '../../src/worker/node/ensure-dependencies.mjs';

const ENSURE = 'node src/worker/node/ensure-dependencies.mjs';

function project(files: Record<string, number>) {
  const root = mkdtempSync(join(tmpdir(), 'attune-install-'));
  mkdirSync(join(root, 'node_modules'));
  for (const [file, secondsAgo] of Object.entries(files)) {
    writeFileSync(join(root, file), '{}');
    const at = Date.now() / 1000 - secondsAgo;
    utimesSync(join(root, file), at, at);
  }
  return root;
}

describe('the first command on a fresh clone', () => {
  it('installs what is missing before start, test, dev and bench, in one shared step', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'test', 'dev', 'bench']) expect(scripts[`pre${name}`], name).toBe(ENSURE);
  });

  it('installs from the lock file when nothing is installed yet', () => {
    expect(installArguments(project({ 'package.json': 60, 'package-lock.json': 60 }))).toEqual(['ci', '--no-audit', '--no-fund']);
  });

  it('installs again when the manifests changed after the last install, and not otherwise', () => {
    const fresh = { 'package.json': 60, 'package-lock.json': 60, 'node_modules/.package-lock.json': 30 };
    expect(installArguments(project(fresh))).toBeNull();
    expect(installArguments(project({ ...fresh, 'package-lock.json': 10 }))).toEqual(['ci', '--no-audit', '--no-fund']);
  });
});
