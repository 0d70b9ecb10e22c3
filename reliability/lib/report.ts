/** One line of the summary: a measured figure and the target it must meet. */
export interface Figure {
  scenario: string;
  figure: string;
  value: string;
  target: string;
  pass: boolean;
}

/** Builds figures of one scenario; `check` records a value against its target. */
export function figures(scenario: string) {
  const rows: Figure[] = [];
  return {
    rows,
    check(figure: string, value: number | string, target: string, pass: boolean): void {
      rows.push({ scenario, figure, value: typeof value === 'number' ? format(value) : value, target, pass });
    },
    /** A figure reported for information, with no target of its own. */
    note(figure: string, value: number | string): void {
      rows.push({
        scenario,
        figure,
        value: typeof value === 'number' ? format(value) : value,
        target: '-',
        pass: true,
      });
    },
  };
}

const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function printTable(rows: Figure[]): void {
  const head: Figure = { scenario: 'Scenario', figure: 'Figure', value: 'Value', target: 'Target', pass: true };
  const cells = (r: Figure) => [
    r.scenario,
    r.figure,
    r.value,
    r.target,
    r === head ? 'Result' : r.pass ? 'pass' : 'FAIL',
  ];
  const all = [head, ...rows].map(cells);
  const widths = all[0].map((_, i) => Math.max(...all.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(all[0])}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of all.slice(1)) console.log(line(c));
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
