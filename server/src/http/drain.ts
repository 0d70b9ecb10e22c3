import type { Server, ServerResponse } from 'node:http';

/**
 * Lets a server stop the way a restart needs: no new connections, every request under way
 * answered in full, then each connection closed. `server.close()` alone waits for keep-alive
 * connections to fall idle, and clients under load never leave one idle: the server sat out
 * its 10 s limit and exited with code 1 (found by the SIGTERM scenario of
 * `npm run test:reliability`). Once draining, every answer not yet begun says
 * `Connection: close`, and connections are closed as soon as they are idle.
 */
export function drainable(server: Server): { drain(): Promise<void> } {
  let draining = false;
  const open = new Set<ServerResponse>();
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      return;
    }
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return {
    drain() {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      return new Promise<void>((resolve) => {
        // An answer already on its way when draining began leaves its connection open; it is
        // closed the moment it falls idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
