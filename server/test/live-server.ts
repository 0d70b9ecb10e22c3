import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';

/**
 * The app listening on a loopback port for the whole test file, for requests that supertest
 * cannot make: a body sent a piece at a time, a download read slowly.
 */
export function liveServer(app: () => Express): { url: () => string; port: () => number } {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer(app());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const port = () => (server.address() as AddressInfo).port;
  return { port, url: () => `http://127.0.0.1:${port()}` };
}

export interface Answer {
  status: number;
  text: string;
}

/**
 * A JSON request whose body is sent in two halves: the first at once, the second only when
 * finish() is called. The server has read the session by the time started() resolves.
 */
export function slowRequest(port: number, method: string, path: string, cookie: string, body: unknown) {
  const data = Buffer.from(JSON.stringify(body));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method,
    path,
    headers: { 'Content-Type': 'application/json', 'Content-Length': data.length, Cookie: cookie },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(data.length / 2);
  req.write(data.subarray(0, half));
  return {
    // The session read and the role check run before the body is parsed; give them a moment.
    started: () => new Promise((r) => setTimeout(r, 150)),
    finish: (): Promise<Answer> => {
      req.end(data.subarray(half));
      return answer;
    },
  };
}

/** A GET whose answer is read only after the first chunk, when resume() is called. */
export function slowDownload(port: number, path: string, cookie: string) {
  let firstChunk!: () => void;
  const started = new Promise<void>((r) => (firstChunk = r));
  let bytes = 0;
  let status = 0;
  let response: http.IncomingMessage | undefined;
  const done = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { Cookie: cookie } }, (res) => {
      status = res.statusCode ?? 0;
      response = res;
      res.once('data', (c: Buffer) => {
        bytes += c.length;
        res.pause();
        firstChunk();
        res.on('data', (more: Buffer) => (bytes += more.length));
      });
      res.on('end', () => resolve({ status, bytes }));
    });
    req.on('error', reject);
  });
  return {
    started,
    resume: () => {
      response?.resume();
      return done;
    },
  };
}

let nextAddress = Math.floor(Math.random() * 200) * 256;
/** A loopback address no other test uses (all of 127.0.0.0/8 reaches this host). */
export function freshLoopbackAddress(): string {
  nextAddress++;
  return `127.${20 + ((nextAddress >> 16) % 200)}.${(nextAddress >> 8) & 255}.${nextAddress & 255 || 1}`;
}

/** A JSON POST sent from a chosen loopback source address. */
export function postFrom(
  port: number,
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise<Answer & { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          localAddress,
          agent: false,
          headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': data.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              text,
              headers: res.headers,
              body: JSON.parse(text || '{}') as Record<string, unknown>,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(data);
    },
  );
}

/**
 * Asks `/api/health` every 50 ms until stopped, and tells the longest a poll waited past its
 * time: a timer that fires late (the event loop held) counts as much as a slow answer, since
 * the server and this poller share one process in the tests. Also the highest resident memory seen.
 */
export function watchHealth(url: string) {
  let stopped = false;
  let worstWaitMs = 0;
  let peakRss = process.memoryUsage().rss;
  const startRss = peakRss;
  const loop = (async () => {
    while (!stopped) {
      const due = performance.now() + 50;
      await new Promise((r) => setTimeout(r, 50));
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(`${url}/api/health`, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)))
          .on('error', reject);
      });
      if (status !== 200) throw new Error(`/api/health answered ${status}`);
      worstWaitMs = Math.max(worstWaitMs, performance.now() - due);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { worstWaitMs: Math.round(worstWaitMs), rssGrowthMb: Math.round((peakRss - startRss) / 2 ** 20) };
    },
  };
}
