import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@contract': fromRoot('./src/contract'),
  '@fixtures': fromRoot('./fixtures'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // The manifest lets scripts/bundle-report.ts measure the home route's initial JavaScript.
    manifest: true,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
