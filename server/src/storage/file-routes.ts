import { z } from 'zod';
import { recordId } from '@contracts/record-id';
import type { Config } from '../core/config';
import { notFound } from '../core/errors';
import { route, WITH_PARENTS } from '../http/route';
import type { SessionUser } from '../core/request-context';
import { createFileStore } from './file-store';
import type { StoredFile } from './stored-files.repo';

/** A kind of record that owns files (notices, timetables, assignments). */
export interface FileSource {
  /** The URL segment: /api/files/{kind}/{id}. */
  kind: string;
  /** The file of record `id` if this user may open it; undefined when there is no such record. */
  find(id: number, user: SessionUser): Promise<StoredFile | undefined>;
}

/** The SQL expression of a record's file_url, so every answer points at the one download route. */
export const fileUrlSql = (kind: string, idExpr: string) => `'/api/files/${kind}/' || ${idExpr}`;

/**
 * The one route that serves uploaded files: signed-in users only, each kind deciding who may
 * open which record's file. `?download=1` asks for an attachment instead of an inline view.
 */
export function fileRoutes(config: Config, sources: FileSource[]) {
  const store = createFileStore(config);
  const byKind = new Map(sources.map((s) => [s.kind, s]));
  return [
    route({
      method: 'get',
      path: '/files/:kind/:id',
      roles: WITH_PARENTS,
      params: z.object({ kind: z.string().max(32), id: recordId('label.fileId') }),
      query: z.object({ download: z.enum(['0', '1']).optional() }),
      handler: async ({ params, query, user, res }) => {
        const file = await byKind.get(params.kind)?.find(params.id, user);
        if (!file) throw notFound('record.file');
        await store.send(res, file, query.download === '1');
      },
    }),
  ];
}
