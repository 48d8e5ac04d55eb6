import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_startWorker } from 'wrangler';

// No Cloudflare account and no network: nothing may try to log in, update or send metrics.
Object.assign(process.env, { WRANGLER_SEND_METRICS: 'false', CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' });

/**
 * The real Worker entry from wrangler.toml, bundled by wrangler and run locally in workerd by
 * Miniflare: Workers assets from dist/client, the IMAGES R2 bucket emulated on disk in a temp
 * folder. `vars` are added to (and override) the [vars] of wrangler.toml.
 */
export async function startWorkerInWorkerd(vars: Record<string, string>) {
  const worker = await unstable_startWorker({
    config: 'wrangler.toml',
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }])),
    sendMetrics: false,
    dev: {
      remote: false,
      persist: mkdtempSync(join(tmpdir(), 'attune-workerd-')),
      server: { hostname: '127.0.0.1', port: 0 },
      inspector: false,
      watch: false,
      testScheduled: true, // GET /__scheduled runs the cron handler
      // The Worker's own JSON log lines print at 'log'; WORKERD_LOG_LEVEL=log shows them.
      logLevel: (process.env.WORKERD_LOG_LEVEL as 'log' | undefined) ?? 'warn',
    },
  });
  await worker.ready;
  return { url: (await worker.url).origin, dispose: () => worker.dispose() };
}
