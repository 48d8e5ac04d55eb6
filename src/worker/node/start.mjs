// `npm start`: plain JavaScript with Node's built-ins only, because it runs before the
// dependencies are installed. Installs them when missing or stale, builds the client, then
// starts the Node host (which migrates the embedded database before it serves).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const modifiedAt = (file) => (existsSync(`${root}${file}`) ? statSync(`${root}${file}`).mtimeMs : null);

/** npm records every install in node_modules/.package-lock.json; older than the manifests means stale. */
export function ensureDependencies() {
  const installedAt = modifiedAt('node_modules/.package-lock.json');
  const manifests = [modifiedAt('package.json'), modifiedAt('package-lock.json')].filter((time) => time !== null);
  if (installedAt !== null && manifests.every((time) => time <= installedAt)) return;
  console.log('Installing dependencies...');
  run(npm, existsSync(`${root}package-lock.json`) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  if (process.argv.includes('--deps-only')) process.exit(0);
  run(npm, ['run', 'build', '--silent']);
  run(process.execPath, ['--import', 'tsx', 'src/worker/node.ts']);
}
