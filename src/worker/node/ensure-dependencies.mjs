// Runs before `npm start`, `npm test`, `npm run dev` and `npm run bench` (their "pre" scripts), so
// each works as the first command on a fresh clone. Plain JavaScript with Node's built-ins only,
// because it runs before the dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} file */
const modifiedAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : null);

/**
 * The npm arguments that bring `root`'s node_modules up to date, or null when it already is: npm
 * records every install in node_modules/.package-lock.json, so one older than the manifests is stale.
 * @param {string} root
 * @returns {string[] | null}
 */
export function installArguments(root) {
  const installedAt = modifiedAt(join(root, 'node_modules/.package-lock.json'));
  const manifests = [modifiedAt(join(root, 'package.json')), modifiedAt(join(root, 'package-lock.json'))].filter((time) => time !== null);
  if (installedAt !== null && manifests.every((time) => time <= installedAt)) return null;
  return [existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund'];
}

/** @param {string} root */
export function ensureDependencies(root) {
  const args = installArguments(root);
  if (!args) return;
  console.log('Installing dependencies...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies(fileURLToPath(new URL('../../../', import.meta.url)));
