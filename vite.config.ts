import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compile-catalogues-plugin.ts';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  plugins: [
    compileCatalogues(),
    react(),
    // Installable, and the app's code kept on the device; the service worker (client/src/sw.ts) is
    // built apart from the app's chunks and registered only for teachers (docs/offline-register.md).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'School Management',
        short_name: 'School',
        description: 'Attendance, marks, fees, notices and timetables',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1e4e8c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        ],
      },
      // The app's code and styles; fonts load as the language needs them and stay in the HTTP cache.
      injectManifest: { globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.png'] },
    }),
  ],
  resolve: { alias: { '@contracts': path.resolve(import.meta.dirname, 'contracts') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'client/dist'),
    emptyOutDir: true,
    reportCompressedSize: true,
    manifest: true,
    // Every browser the school uses knows <link rel=modulepreload>; its polyfill cost the
    // sign-in page 0.5 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the signed-in area's data side (the query library, the
        // features' API modules and lib/): fewer requests on a slow phone, and a shorter file
        // list in the sign-in page's entry. What the sign-in page itself uses (its form helper too) stays apart.
        codeSplitting: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            {
              name: 'data',
              test: /client[\\/]src[\\/](lib[\\/](?!alert-message|api-client|auth-api|idle-steps|paths|school|use-checked-form|use-zod-form)[^\\/]+|features[\\/][^\\/]+[\\/][^\\/]+-api)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
