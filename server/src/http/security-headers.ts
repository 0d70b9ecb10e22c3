import type { RequestHandler } from 'express';
import helmet from 'helmet';

// The built SPA needs only its own scripts and styles. Frames are allowed for our own file
// previews; nothing may frame the app itself.
const helmetHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' },
});

/**
 * Helmet's headers, worked out once: with these fixed options they never depend on the request,
 * and helmet's twelve middlewares (the CSP string rebuilt each time) cost every answer more than
 * setting the finished list does (the profile in the README).
 */
function fixedHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  helmetHeaders({} as never, res as never, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

const HEADERS = fixedHeaders();

export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of HEADERS) res.setHeader(name, value);
  // What helmet also does on every answer (express's own header is off as well, app.ts).
  res.removeHeader('X-Powered-By');
  next();
};

export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
