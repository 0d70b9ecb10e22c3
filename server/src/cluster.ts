import cluster, { type Worker } from 'node:cluster';

export interface ClusterOptions {
  /** Serving processes to keep running. */
  workers: number;
  /** The worker script (this very file when run under tsx; dist/server/main.js when built). */
  exec: string;
  /** Settings every worker must share instead of working out on its own. */
  env: Record<string, string>;
}

export interface RunningCluster {
  /** SIGTERM to every worker, each finishing its requests; resolves once all have exited. */
  stop(signal: string): Promise<void>;
  /** Resolves with an exit code when the cluster cannot go on (a worker that never started). */
  failed: Promise<number>;
  /** Resolves once the first `workers` processes all listen (what start-up prints last waits for it). */
  serving: Promise<void>;
}

// A worker that dies unasked is replaced, but not in a tight loop.
const RESTART_DELAY_MS = 1_000;
// Workers that have not finished by then are killed, so a stop never hangs.
const STOP_LIMIT_MS = 10_000;

/**
 * The primary of `WORKERS` > 1: forks the serving processes, which share one listening port
 * (node:cluster hands connections round-robin). Start-up work (migrations, the upload sweep,
 * the first admin) is done by the primary before any worker exists, so it runs once.
 */
/** What a worker sends the primary once it serves and has printed where. */
export const SERVING_MESSAGE = { kind: 'serving' } as const;

export function startCluster(opts: ClusterOptions): RunningCluster {
  cluster.setupPrimary({ exec: opts.exec });
  let stopping = false;
  let fail: (code: number) => void = () => undefined;
  const failed = new Promise<number>((resolve) => (fail = resolve));
  const listening = new WeakSet<Worker>();
  let workersServing = 0;
  let served: () => void = () => undefined;
  const serving = new Promise<void>((resolve) => (served = resolve));

  const fork = () => {
    const worker = cluster.fork({ ...opts.env, SCHOOL_CLUSTER_WORKER: '1' });
    worker.once('listening', () => listening.add(worker));
    worker.on('message', (m: unknown) => {
      if ((m as { kind?: string } | null)?.kind === SERVING_MESSAGE.kind && ++workersServing === opts.workers) served();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!listening.has(worker)) {
        // It never served (a port in use, a bad setting): the others would fail alike.
        console.error(`A worker stopped before serving (code ${code ?? signal}); stopping the cluster.`);
        fail(1);
        return;
      }
      console.error(`Worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`);
      setTimeout(() => !stopping && fork(), RESTART_DELAY_MS).unref();
    });
  };
  for (let i = 0; i < opts.workers; i++) fork();

  return {
    failed,
    serving,
    async stop(signal) {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      const gone = workers.map(
        (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
      );
      for (const w of workers) w.process.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
      const force = setTimeout(() => {
        for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
      }, STOP_LIMIT_MS);
      await Promise.all(gone);
      clearTimeout(force);
    },
  };
}
