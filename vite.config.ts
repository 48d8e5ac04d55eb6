import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = `http://127.0.0.1:${process.env.PORT ?? 8787}`;

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    // `npm run dev`: the page comes from Vite (with hot reload), the API from the Node host.
    proxy: {
      '/trpc': apiServer,
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
});
