import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compile-catalogues-plugin';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  plugins: [compileCatalogues(), react()],
  resolve: { alias: { '@contracts': path.resolve(import.meta.dirname, 'contracts') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'client/dist'),
    emptyOutDir: true,
    reportCompressedSize: true,
    manifest: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
