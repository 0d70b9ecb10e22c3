import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

// sign-in.html: index.html with the sign-in form already drawn in it (English, the page's first
// guess), served for / and /Signin. The form is usable as soon as the HTML is: it posts itself
// to /Signin until the script replaces it with the live form, keeping what was typed.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'client', 'dist');
const OUT = path.join(ROOT, 'node_modules', '.cache', 'prerender-sign-in');

await build({
  configFile: path.join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(ROOT, 'client', 'src', 'prerender-sign-in.tsx'),
    outDir: OUT,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const { signInMarkup } = await import(pathToFileURL(path.join(OUT, 'prerender-sign-in.js')).href);
const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const shell = '<div id="root"></div>';
if (!index.includes(shell)) throw new Error(`client/dist/index.html has no ${shell}`);
writeFileSync(
  path.join(DIST, 'sign-in.html'),
  index.replace(shell, `<div id="root" data-prerendered="sign-in">${signInMarkup()}</div>`),
);
rmSync(OUT, { recursive: true, force: true });
