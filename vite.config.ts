import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { SIGNED_IN_SCREEN, signedInPreload } from './src/client/build/signed-in-preload.ts';
import { signedInChunk } from './src/client/build/signed-in-chunk.ts';

const journalChunk = signedInChunk({
  screen: SIGNED_IN_SCREEN,
  signedInPages: ['/features/patterns/patternRoutes.tsx', '/features/reminders/RemindersPage.tsx', '/features/offline/WaitingWhileOffline.tsx', '/features/offline/entryQueue.ts'],
});
import { serviceWorker } from './src/service-worker/build-plugin.ts';

/**
 * `npm run dev`: the page comes from Vite (with hot reload), the API from the Node host. The Node
 * host answers only its own host name and trusts only its own Origin, so the proxy presents the
 * requests of Vite's own page as the app's (Vite itself refuses foreign Host names) and leaves any
 * other Origin as it is, to be refused.
 */
function apiProxy(mode: string): ProxyOptions {
  const env = loadEnv(mode, process.cwd(), '');
  const port = env.PORT || '8787';
  const appOrigin = (env.APP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    target: `http://127.0.0.1:${port}`,
    changeOrigin: true,
    configure: (proxy) =>
      proxy.on('proxyReq', (proxied, incoming) => {
        if (incoming.headers.origin === `http://${incoming.headers.host}`) proxied.setHeader('origin', appOrigin);
      }),
  };
}

export default defineConfig(({ mode }) => ({
  root: 'src/client',
  // Brotli and gzip copies beside each built file, for the Node host to serve as they are.
  plugins: [react(), tailwindcss(), journalChunk.plugin, signedInPreload(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }), serviceWorker()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, only later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry imports goes in one chunk rather than many small shared ones: every page
        // loads it anyway, and one file compresses better. So does what the signed-in main screen
        // adds (see signedInChunk). Other pages and dialogs keep their own.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }, journalChunk.group] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/trpc': apiProxy(mode), '/api': apiProxy(mode), '/dev': apiProxy(mode) },
  },
}));
