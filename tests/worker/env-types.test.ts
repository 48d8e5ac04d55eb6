import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

describe("the Worker's env type", () => {
  it('is what `npm run cf-typegen` makes of wrangler.toml (worker-configuration.d.ts is up to date)', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', 'cf-typegen', '--', '--check'], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    });
    expect(stdout).toContain('up to date');
  }, 60_000);
});
