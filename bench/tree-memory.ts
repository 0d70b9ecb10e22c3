import { readdirSync, readFileSync } from 'node:fs';

// The memory of a serving tree (the server and its PostgreSQL with every backend) is summed as
// PSS: pages shared between processes (PostgreSQL's shared buffers) are split among them instead
// of being counted once per process, as adding up their RSS would.
function pssKb(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // ended meanwhile
  }
}

function descendants(roots: number[]): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses; the fields after its last ')' do not.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) if (tree.has(ppid) && !tree.has(pid)) grew = tree.add(pid).size > 0;
  }
  return [...tree];
}

/** The PSS of the trees under `roots` now, in kB, less the processes `exclude` names. */
async function treePssKb(roots: number[], exclude: () => Promise<number[]>): Promise<number> {
  const left = new Set(await exclude().catch(() => [] as number[]));
  return descendants(roots)
    .filter((pid) => !left.has(pid))
    .reduce((sum, pid) => sum + pssKb(pid), 0);
}

/** The serving tree's PSS at one moment, and the server process's own share of it, in MB. */
export interface TreeMemory {
  totalMb: number;
  serverMb: number;
}

/**
 * Samples the PSS of the trees under `roots` until stopped, leaving out the processes `exclude`
 * names (the benchmark's own database connections); peakMb is the largest sum seen, now() the
 * sum at the moment it is called (the first root taken as the server).
 */
export function sampleTreeMemory(roots: () => number[], exclude: () => Promise<number[]>, everyMs = 250) {
  let peakKb = 0;
  let running = true;
  const loop = async () => {
    while (running) {
      peakKb = Math.max(peakKb, await treePssKb(roots(), exclude));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  };
  const done = loop();
  return {
    peakMb: () => Math.round(peakKb / 1024),
    now: async (): Promise<TreeMemory> => ({
      totalMb: Math.round((await treePssKb(roots(), exclude)) / 1024),
      serverMb: Math.round(pssKb(roots()[0]) / 1024),
    }),
    stop: async () => {
      running = false;
      await done;
    },
  };
}
