import type { z } from 'zod';
import type { ImportHeader, ImportOptions, ImportProblem, ImportResult } from '@contracts/imports';
import { batch } from '../../db/batch';
import { AppError } from '../../core/errors';
import { EMAIL_IN_USE } from '../people/email-guard';
import { headerKey, matchHeaders } from './header-match';
import type { Existing, ImportTarget, ParsedRow } from './import-targets';
import { importsRepo } from './imports.repo';
import { readSheet } from './sheet-reader';
import { breathe } from './sheet-limits';
import { msg } from '@contracts/i18n/packed-text';

const ROWS_BETWEEN_BREATHS = 500;

const lower = (v: unknown) => String(v ?? '').toLowerCase();
const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Every row checked by the form's schema; problems by spreadsheet row number. */
async function parseRows(
  target: ImportTarget,
  headers: ImportHeader[],
  body: string[][],
  errors: ImportProblem[],
): Promise<ParsedRow[]> {
  const parsed: ParsedRow[] = [];
  for (const [i, cells] of body.entries()) {
    // Other requests are answered between pieces of a large file.
    if (i % ROWS_BETWEEN_BREATHS === ROWS_BETWEEN_BREATHS - 1) await breathe();
    const row = i + 2;
    if (isBlank(cells)) continue;
    const raw: Record<string, string> = {};
    headers.forEach((h, c) => {
      const cell = cells[c]?.trim();
      if (h.field && cell) raw[h.field] = cell;
    });
    const result = target.schema.safeParse(raw);
    if (result.success) parsed.push({ row, values: result.data });
    else {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '_');
        if (!seen.has(field)) errors.push({ row, field, message: issue.message });
        seen.add(field);
      }
    }
  }
  return parsed;
}

/** A file names each record once: a second row with the same ID or email is a mistake. */
function refuseRepeats(target: ImportTarget, rows: ParsedRow[], errors: ImportProblem[]): ParsedRow[] {
  const firstRow = new Map<string, number>();
  return rows.filter((r) => {
    for (const field of [target.idField, 'email']) {
      const v = r.values[field];
      if (!v) continue;
      const key = `${field}:${lower(v)}`;
      const first = firstRow.get(key);
      if (first !== undefined) {
        errors.push({
          row: r.row,
          field,
          message: msg('import.sameRow', { first, what: field === 'email' ? 'email' : 'id' }),
        });
        return false;
      }
      firstRow.set(key, r.row);
    }
    return true;
  });
}

const sameValues = (target: ImportTarget, existing: Existing, values: Record<string, unknown>) =>
  target.compared.every((f) => String(existing[f] ?? '') === String(values[f] ?? '')) &&
  (target.sameExtras?.(existing, values) ?? true);

interface Plan {
  inserts: ParsedRow[];
  updates: { row: ParsedRow; existing: Existing }[];
  unchanged: number;
}

/** Matches rows to records (by ID, else by the email on record) and checks emails against everyone else. */
async function plan(target: ImportTarget, rows: ParsedRow[], errors: ImportProblem[]): Promise<Plan> {
  const ids = rows.map((r) => lower(r.values[target.idField])).filter(Boolean);
  const emails = rows.map((r) => lower(r.values.email));
  const existing = await target.findExisting(ids, emails);
  const byId = new Map(existing.map((e) => [lower(e[target.idField]), e]));
  const byEmail = new Map(existing.map((e) => [lower(e.email), e]));
  const holders = await importsRepo.emailHolders(emails);
  const out: Plan = { inserts: [], updates: [], unchanged: 0 };
  for (const r of rows) {
    const id = lower(r.values[target.idField]);
    const match = id ? byId.get(id) : byEmail.get(lower(r.values.email));
    if (id && !match) {
      errors.push({
        row: r.row,
        field: target.idField,
        message: msg('import.noRecord', { id: String(r.values[target.idField]) }),
      });
      continue;
    }
    const selfId = match ? lower(match[target.idField]) : null;
    const clash = holders.some(
      (h) =>
        h.email === lower(r.values.email) &&
        !(selfId && target.selfKinds.includes(h.kind) && h.id.toLowerCase() === selfId),
    );
    if (clash) {
      errors.push({ row: r.row, field: 'email', message: EMAIL_IN_USE });
      continue;
    }
    if (!match) out.inserts.push(r);
    else if (sameValues(target, match, r.values)) out.unchanged += 1;
    else out.updates.push({ row: r, existing: match });
  }
  return out;
}

/**
 * Reads, checks and (unless a dry run) writes a spreadsheet of records. A live run is one
 * transaction: with any problem it answers 422 with the same report and writes nothing.
 */
export async function runImport(
  target: ImportTarget,
  file: Buffer,
  opts: { dryRun: boolean; mapping: ImportOptions['mapping'] },
): Promise<ImportResult> {
  const [headerCells = [], ...body] = await readSheet(file);
  if (isBlank(headerCells)) throw new AppError(400, msg('import.noHeader'));
  const headers = matchHeaders(target.kind, headerCells, await importsRepo.headerMaps(target.kind), opts.mapping);
  const errors: ImportProblem[] = [];
  const mapped = new Set(headers.map((h) => h.field));
  const missing = Object.keys(target.schema.shape).filter(
    (f) => !mapped.has(f) && !(target.schema.shape[f] as z.ZodType).safeParse(undefined).success,
  );
  for (const field of missing) errors.push({ row: 1, field, message: msg('import.noColumn', { field }) });
  const result = (p: Plan | null): ImportResult => ({
    inserted: p?.inserts.length ?? 0,
    updated: p?.updates.length ?? 0,
    unchanged: p?.unchanged ?? 0,
    errors,
    headers,
  });
  if (missing.length) return finish(result(null), opts.dryRun);

  const parsed = refuseRepeats(target, await parseRows(target, headers, body, errors), errors);
  const work = async () => {
    const rows = target.checkRows ? await target.checkRows(parsed, errors) : parsed;
    const p = await plan(target, rows, errors);
    errors.sort((a, b) => a.row - b.row);
    if (opts.dryRun || errors.length) return finish(result(p), opts.dryRun);
    // A rule the checks above did not foresee (a record changed meanwhile) still names its row.
    const written: { row: ParsedRow; id: string }[] = [];
    const write = async (r: ParsedRow | null, fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        errors.push({ row: r?.row ?? Number(err.extra.row ?? 1), field: fieldOf(err), message: err.message });
        finish(result(p), false);
      }
    };
    for (const r of p.inserts) await write(r, async () => written.push({ row: r, id: await target.create(r.values) }));
    for (const u of p.updates)
      await write(u.row, async () => written.push({ row: u.row, id: await target.update(u.existing, u.row.values) }));
    if (target.afterWrites) await write(null, () => target.afterWrites!(written));
    const chosen = Object.entries(opts.mapping).filter(([, field]) => mapped.has(field));
    await importsRepo.rememberHeaders(
      target.kind,
      chosen.map(([h, f]) => [headerKey(h), f]),
    );
    return result(p);
  };
  // Up to MAX_IMPORT_ROWS records with their history in one transaction: batch work's limits.
  return opts.dryRun ? work() : batch(`import of ${target.kind}`, work);
}

/** The row's column an error of the forms' services names (`guardians.0.email` is the guardian's email). */
function fieldOf(err: AppError): string {
  const key = Object.keys((err.extra.fields as Record<string, string> | undefined) ?? {})[0] ?? '_';
  return key.startsWith('guardians.') ? `guardian_${key.split('.').pop()}` : key;
}

function finish(result: ImportResult, dryRun: boolean): ImportResult {
  if (!dryRun && result.errors.length) {
    throw new AppError(422, msg('import.nothingImported', { count: result.errors.length }), { ...result });
  }
  return result;
}
