import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { ConfigError } from '../core/config';
import { portInUse } from '../start-checks';

/**
 * Listens, or fails with one line naming PORT/HOST. (Express 5 hands a listen error to the
 * callback, where it was ignored: a busy port was reported as running.)
 */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  const server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      // Taken since start-checks.ts found it free.
      if (err.code === 'EADDRINUSE') reject(new ConfigError(portInUse(port)));
      else if (err.code === 'EACCES')
        reject(
          new ConfigError(`PORT ${port} may not be opened by this user on ${host}: set PORT to a port above 1023`),
        );
      else if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
        reject(new ConfigError(`HOST ${host} is not an address of this machine: ${err.message}`));
      else reject(err);
    });
    server.listen(port, host, () => resolve(server));
  });
}
