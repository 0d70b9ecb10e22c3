import { useFormat } from './use-format';

/** "72.67%" in the school's digits (two decimals, as results and attendance are rounded), or "—" for none. */
export function usePercentText(): (percentage: number | null) => string {
  const f = useFormat();
  return (percentage) => (percentage === null ? '—' : `${f.number(percentage.toFixed(2))}%`);
}
