import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

export interface WorkerBundle {
  /** The files wrangler wrote. */
  files: string[];
  /** The JavaScript of the bundle, all modules joined. */
  code: string;
  /** Its gzip size in bytes, which is what the Workers size limit counts. */
  gzipBytes: number;
}

/** Builds the Worker exactly as `npm run deploy` would, without uploading it: no account needed. */
export async function buildWorkerBundle(): Promise<WorkerBundle> {
  const outdir = mkdtempSync(join(tmpdir(), 'attune-worker-'));
  await promisify(execFile)(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--minify', '--outdir', outdir],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );
  const files = readdirSync(outdir).filter((name) => statSync(join(outdir, name)).isFile());
  const code = files
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => readFileSync(join(outdir, name), 'utf8'))
    .join('\n');
  return { files, code, gzipBytes: gzipSync(code).length };
}
