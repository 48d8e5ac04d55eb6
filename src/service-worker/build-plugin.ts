import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { builtChunks } from '../client/build/built-chunks.ts';
import { type BuiltChunk, SHELL_URL, shellFiles } from '../shared/domain/offline-shell.ts';

const ENTRY = fileURLToPath(new URL('./service-worker.ts', import.meta.url));

/** A hash of what the worker keeps, so that any change to those files makes a new worker (and cache). */
function contentsHash(outDir: string, paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) hash.update(path).update(readFileSync(join(outDir, path === SHELL_URL ? 'index.html' : path)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes dist/client/sw.js after `vite build`: the service worker, told which built files make up
 * the app's shell. It is built here rather than by Vite so its name stays /sw.js, as a worker's
 * scope and updates need.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  let chunks: BuiltChunk[] = [];
  return {
    name: 'attune-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      chunks = builtChunks(bundle);
    },
    // The public folder's files (favicon, icons) are in place by now.
    async closeBundle() {
      const files = shellFiles(chunks, readdirSync(outDir, { recursive: true, encoding: 'utf8' }));
      await build({
        entryPoints: [ENTRY],
        outfile: join(outDir, 'sw.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        define: { SHELL_FILES: JSON.stringify(files), SHELL_VERSION: JSON.stringify(contentsHash(outDir, files)) },
        logLevel: 'warning',
      });
    },
  };
}
