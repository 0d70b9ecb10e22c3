import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Requests each backend answered (any status), by name. */
  served: Map<string, number>;
  /** Requests passed to the next backend because one refused the connection. */
  retried: number;
  close(): Promise<void>;
}

// A backend that refused a connection is skipped for this long, as a balancer's passive check would.
const DOWN_FOR_MS = 2_000;

/**
 * The load balancer in front of the app processes, reduced to what the scenario needs: each
 * request to the next backend in turn; a backend that refuses the connection (nothing was sent)
 * is marked down for a moment and the request goes to the next, like nginx's
 * `proxy_next_upstream error`. A backend that dies with a request under way cuts that request
 * off (502 or a closed connection), as it would behind a real balancer: it may have committed.
 */
export async function startRoundRobinProxy(backends: Backend[]): Promise<RoundRobinProxy> {
  let next = 0;
  const downUntil = new Map<string, number>();
  const served = new Map(backends.map((b) => [b.name, 0]));
  const state = { retried: 0 };

  const pick = (tried: Set<string>): Backend | undefined => {
    for (let i = 0; i < backends.length; i++) {
      const b = backends[next++ % backends.length];
      if (!tried.has(b.name) && (downUntil.get(b.name) ?? 0) <= Date.now()) return b;
    }
    return backends.find((b) => !tried.has(b.name));
  };

  const server = http.createServer((req, res) => {
    // Bodies are small here (at most a notice upload): kept whole so a refused request can go on.
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<string>();
      const attempt = () => {
        const backend = pick(tried);
        if (!backend) {
          res.writeHead(502, { 'Content-Type': 'text/plain' }).end('no backend answered');
          return;
        }
        tried.add(backend.name);
        const out = http.request(
          {
            host: '127.0.0.1',
            port: backend.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, connection: 'close' },
            agent: false,
          },
          (answer) => {
            served.set(backend.name, (served.get(backend.name) ?? 0) + 1);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
            answer.on('aborted', () => res.destroy());
          },
        );
        out.on('error', (err: NodeJS.ErrnoException) => {
          // As nginx's default proxy_next_upstream: a refused connection goes to the next backend,
          // and so does a reset one (a backend killed with connections still in its backlog) when
          // the request is a read, which the dead backend cannot have half done.
          const idempotent = req.method === 'GET' || req.method === 'HEAD';
          if (
            (err.code === 'ECONNREFUSED' || (idempotent && (err.code === 'ECONNRESET' || err.code === 'EPIPE'))) &&
            !res.headersSent
          ) {
            downUntil.set(backend.name, Date.now() + DOWN_FOR_MS);
            state.retried++;
            attempt();
            return;
          }
          if (!res.headersSent)
            res
              .writeHead(502, { 'Content-Type': 'text/plain' })
              .end(`backend ${backend.name}: ${err.code ?? err.message}`);
          else res.destroy();
        });
        out.end(body);
      };
      attempt();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    get retried() {
      return state.retried;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
