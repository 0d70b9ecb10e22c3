import type { ImportProblem } from '@contracts/imports';
import { AppError } from '../../core/errors';
import { classPlaces } from '../setup/class-places';
import type { ParsedRow } from './parsed-row';

/**
 * Each row's class (and section, when the kind has one) must be one of the school's setup, named
 * as it names them: a row naming another is a problem on that field in the dry run, by row.
 */
export async function checkRowPlaces(rows: ParsedRow[], errors: ImportProblem[]): Promise<ParsedRow[]> {
  const passed: ParsedRow[] = [];
  for (const r of rows) {
    const section = r.values.section as string | undefined;
    try {
      await classPlaces.resolve(r.values.class as string, section);
      passed.push(r);
    } catch (err) {
      const fields = err instanceof AppError ? (err.extra.fields as Record<string, string> | undefined) : undefined;
      if (!fields) throw err;
      for (const [field, message] of Object.entries(fields)) errors.push({ row: r.row, field, message });
    }
  }
  return passed;
}
