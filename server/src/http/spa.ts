import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { isSignInPagePath } from '@contracts/account-paths';
import { ROOT } from '../lib/root';
import { precompressed } from './precompressed';

export const CLIENT_DIST = path.join(ROOT, 'client', 'dist');

// Serves the built client; every non-API path gets index.html so client routes survive reloads.
export function spaRouter(dist = CLIENT_DIST): Router {
  const router = express.Router();
  const index = path.join(dist, 'index.html');
  router.use('/assets', precompressed(path.join(dist, 'assets')));
  router.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(dist, { index: false }));
  // The sign-in page comes drawn, usable before its script arrives (scripts/prerender-sign-in.mjs).
  const signIn = path.join(dist, 'sign-in.html');
  router.get(/.*/, (req, res) => {
    if (!existsSync(index)) {
      res.status(404).type('text/plain').send('The client has not been built. Run: npm run build');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // With `root`, send checks only the file name for dot-segments, not the folders above it:
    // a clone under ~/.work/app is served like any other.
    const drawn = isSignInPagePath(req.path) && existsSync(signIn);
    res.sendFile(drawn ? 'sign-in.html' : 'index.html', { root: dist });
  });
  return router;
}
