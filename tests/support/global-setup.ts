import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser and bundle tests need the built client; build it once when `vitest` runs on its own. */
export default function setup() {
  if (existsSync('dist/client/index.html')) return;
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
