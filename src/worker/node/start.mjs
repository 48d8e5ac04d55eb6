// `npm start`, after its "prestart" step installed what was missing: builds the client and the
// server bundle, then runs the Node host as plain JavaScript (it migrates the database before it serves).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HOST_NODE_FLAGS } from './host-flags.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(npm, ['run', 'build', '--silent']);
run(process.execPath, [...HOST_NODE_FLAGS, 'dist/server/node.mjs']);
