import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorkerBundle, type WorkerBundle } from '../support/worker-bundle';

const WORKERS_SIZE_LIMIT = 3 * 1024 * 1024; // the Workers limit for a compressed script on the free plan

describe('the Worker bundle', () => {
  let bundle: WorkerBundle;

  beforeAll(async () => {
    bundle = await buildWorkerBundle();
  }, 120_000);

  it('builds with wrangler deploy --dry-run --minify', () => {
    expect(bundle.files.some((name) => /\.m?js$/.test(name))).toBe(true);
    expect(bundle.code).toContain('X-Request-Id');
  });

  it('contains neither PGlite nor the Node-only database code', () => {
    expect(bundle.code).not.toMatch(/pglite/i);
    // As a module name in quotes: minified code may well read `node:fs.create(...)` (a key and a variable).
    expect(bundle.code).not.toMatch(/["'`]node:fs["'`]/);
    expect(bundle.code).not.toContain('idle database connection failed');
  });

  it('stays under the Workers size limit', () => {
    expect(bundle.gzipBytes).toBeLessThan(WORKERS_SIZE_LIMIT);
  });
});
