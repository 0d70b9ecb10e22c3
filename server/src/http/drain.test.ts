import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainable } from './drain';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('draining a server under keep-alive load', () => {
  it('answers every request under way, then closes within a second although clients keep sending', async () => {
    const server = http.createServer((_req, res) => void sleep(100).then(() => res.end('ok')));
    const connections = drainable(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    let drainAt = Infinity;
    const outcomes: { started: number; status: number | string }[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const get = () =>
      new Promise<number | string>((resolve) => {
        http
          .get({ host: '127.0.0.1', port, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
    // Clients that never pause, as under load: no connection is ever idle by itself.
    const client = async () => {
      while (performance.now() < drainAt + 1000) {
        const started = performance.now();
        outcomes.push({ started, status: await get() });
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    await sleep(350);
    drainAt = performance.now();
    await connections.drain();
    const took = performance.now() - drainAt;
    await clients;
    agent.destroy();

    expect(took).toBeLessThan(1000);
    const underWay = outcomes.filter((o) => o.started < drainAt);
    expect(underWay.length).toBeGreaterThan(4);
    expect(underWay.map((o) => o.status)).toEqual(underWay.map(() => 200));
  });
});
