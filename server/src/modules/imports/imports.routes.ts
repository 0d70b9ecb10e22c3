import type { RequestHandler } from 'express';
import multer from 'multer';
import { CHOOSE_FILE, IMPORT_KINDS, ImportOptions, type ImportKind } from '@contracts/imports';
import { AppError } from '../../core/errors';
import { route, type RouteSpec } from '../../http/route';
import { UPLOAD_LIMITS } from '../../storage/upload-limits';
import { uploadError } from '../../storage/upload-errors';
import type { LoginContacts } from '../account/login-accounts';
import { type ImportTarget, importTargets } from './import-targets';
import { rejectedRowsCsv, templateCsv } from './import-template';
import { runImport } from './import.service';
import { requestLanguage } from '../../i18n/answer-language';

// A spreadsheet is read once and never kept: it stays in memory, within the upload limits.
const parse = multer({ storage: multer.memoryStorage(), limits: UPLOAD_LIMITS, defParamCharset: 'utf8' }).single(
  'file',
);
const receive: RequestHandler = (req, res, next) =>
  parse(req, res, (err?: unknown) => next(err ? uploadError(err) : undefined));

function sheetOf(file: Express.Multer.File | undefined): Buffer {
  if (!file) throw new AppError(400, CHOOSE_FILE, { fields: { file: CHOOSE_FILE } });
  return file.buffer;
}

function sendCsv(res: Parameters<RequestHandler>[1], filename: string, text: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(text);
}

const kindRoutes = (kind: ImportKind, target: ImportTarget): RouteSpec[] => {
  const base = `/admin/import/${kind}`;
  return [
    route({
      method: 'post',
      path: base,
      roles: ['admin'],
      accepts: 'multipart',
      before: [receive],
      body: ImportOptions,
      handler: ({ body, req }) =>
        runImport(target, sheetOf(req.file), {
          dryRun: body.dry_run === '1' || body.dry_run === 'true',
          mapping: body.mapping,
        }),
    }),
    route({
      method: 'post',
      path: `${base}/rejected`,
      roles: ['admin'],
      accepts: 'multipart',
      before: [receive],
      body: ImportOptions,
      handler: async ({ body, req, res }) => {
        const file = sheetOf(req.file);
        const result = await runImport(target, file, { dryRun: true, mapping: body.mapping });
        sendCsv(res, `${kind}-rejected.csv`, await rejectedRowsCsv(file, result.errors, requestLanguage(req)));
      },
    }),
    route({
      method: 'get',
      path: `${base}/template`,
      roles: ['admin'],
      handler: ({ res }) => sendCsv(res, `${kind}-template.csv`, templateCsv(kind)),
    }),
  ];
};

export const importRoutes = (contacts: LoginContacts): RouteSpec[] => {
  const targets = importTargets(contacts);
  return IMPORT_KINDS.flatMap((kind) => kindRoutes(kind, targets[kind]));
};
