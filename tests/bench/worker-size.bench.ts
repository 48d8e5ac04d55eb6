import { buildWorkerBundle } from '../support/worker-bundle';
import { report } from './measure';

const TARGET_GZIP_BYTES = 400 * 1024;

/** The minified Worker as deployed: its gzip size against the 400 KB target (the limit is 3 MB). */
export async function benchWorkerSize() {
  const { code, gzipBytes } = await buildWorkerBundle();
  return report(
    'Worker bundle, minified (wrangler deploy --dry-run)',
    { gzip_kib: gzipBytes / 1024, minified_kib: Buffer.byteLength(code) / 1024, target_gzip_kib: TARGET_GZIP_BYTES / 1024 },
    gzipBytes < TARGET_GZIP_BYTES,
  );
}
