import type { ImportKind, ImportResult } from '@contracts/imports';
import { buildUrl } from '../../lib/api-client';
import { upload, uploadForFile } from '../../lib/api-upload';

const base = (kind: ImportKind) => `/admin/import/${kind}`;

function form(file: File, mapping: Record<string, string>, dryRun?: boolean): FormData {
  const data = new FormData();
  if (dryRun) data.append('dry_run', '1');
  if (Object.keys(mapping).length) data.append('mapping', JSON.stringify(mapping));
  data.append('file', file);
  return data;
}

export const importsApi = {
  check: (kind: ImportKind, file: File, mapping: Record<string, string>) =>
    upload<ImportResult>('POST', base(kind), form(file, mapping, true)),
  run: (kind: ImportKind, file: File, mapping: Record<string, string>) =>
    upload<ImportResult>('POST', base(kind), form(file, mapping)),
  rejected: (kind: ImportKind, file: File, mapping: Record<string, string>) =>
    uploadForFile(`${base(kind)}/rejected`, form(file, mapping)),
  templateHref: (kind: ImportKind) => buildUrl(`${base(kind)}/template`),
  onerosterHref: () => buildUrl('/admin/export/oneroster'),
};
