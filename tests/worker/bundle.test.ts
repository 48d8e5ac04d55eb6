import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const WORKERS_SIZE_LIMIT = 3 * 1024 * 1024; // the Workers limit for a compressed script on the free plan

describe('the Worker bundle', () => {
  let bundle: string;
  let files: string[];

  beforeAll(async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'attune-worker-'));
    await promisify(execFile)(
      process.execPath,
      ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--minify', '--outdir', outdir],
      { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
    );
    files = readdirSync(outdir).filter((name) => statSync(join(outdir, name)).isFile());
    bundle = files
      .filter((name) => /\.m?js$/.test(name))
      .map((name) => readFileSync(join(outdir, name), 'utf8'))
      .join('\n');
  }, 120_000);

  it('builds with wrangler deploy --dry-run --minify', () => {
    expect(files.some((name) => /\.m?js$/.test(name))).toBe(true);
    expect(bundle).toContain('X-Request-Id');
  });

  it('contains neither PGlite nor the Node-only database code', () => {
    expect(bundle).not.toMatch(/pglite/i);
    expect(bundle).not.toContain('node:fs');
    expect(bundle).not.toContain('idle database connection failed');
  });

  it('stays under the Workers size limit', () => {
    expect(gzipSync(bundle).length).toBeLessThan(WORKERS_SIZE_LIMIT);
  });
});
