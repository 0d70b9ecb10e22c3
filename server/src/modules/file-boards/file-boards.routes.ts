import { z } from 'zod';
import { BoardInput, BoardListQuery } from '@contracts/file-boards';
import { recordId } from '@contracts/record-id';
import type { Config } from '../../core/config';
import { notFound } from '../../core/errors';
import { listRoutes } from '../../http/list-routes';
import { route, type RouteSpec, WITH_PARENTS } from '../../http/route';
import type { FileSource } from '../../storage/file-routes';
import { createFileStore } from '../../storage/file-store';
import { fileRequired } from '../../storage/upload-errors';
import { classPlaces } from '../setup/class-places';
import { type BoardDef, boardRepo } from './file-board.repo';
import { msg, ref } from '@contracts/i18n/packed-text';

const BOARD_NAMES = { Notice: 'record.notice', Timetable: 'record.timetable' } as const;

export const NOTICES: BoardDef = { path: 'notices', table: 'notices', idName: 'notice_id', label: 'Notice' };
export const TIMETABLES: BoardDef = {
  path: 'timetable',
  table: 'timetables',
  idName: 'timetable_id',
  label: 'Timetable',
};
const BOARDS = [NOTICES, TIMETABLES];

const IdParam = z.object({ id: recordId('label.id') });

function boardRoutes(def: BoardDef, config: Config): RouteSpec[] {
  const repo = boardRepo(def);
  const store = createFileStore(config);
  const base = `/admin/${def.path}`;
  return [
    ...listRoutes({ path: base, roles: WITH_PARENTS, query: BoardListQuery, list: (query) => repo.list(query) }),

    route({
      method: 'post',
      path: base,
      roles: ['admin'],
      accepts: 'multipart',
      before: [store.receive()],
      body: BoardInput,
      status: 201,
      handler: async ({ body, req, user }) => {
        const file = store.incoming(req);
        if (!file) throw fileRequired();
        const record = await store.transaction(async (tx) => {
          // For a class (and section) of the school's setup by its name, stored as its links.
          const place =
            body.class === undefined ? { class: undefined } : await classPlaces.resolve(body.class, body.section);
          return repo.get(await repo.insert({ ...body, ...place }, await tx.add(file, user.accountId)));
        }, file);
        return { message: msg('boards.uploaded', { what: ref(BOARD_NAMES[def.label]) }), ...record };
      },
    }),

    route({
      method: 'delete',
      path: `${base}/:id`,
      roles: ['admin'],
      params: IdParam,
      handler: async ({ params }) => {
        await store.transaction(async (tx) => {
          const removed = await repo.remove(params.id);
          if (!removed) throw notFound(BOARD_NAMES[def.label]);
          await tx.drop(removed.file_id);
        });
        return { message: msg('boards.deleted', { what: ref(BOARD_NAMES[def.label]) }) };
      },
    }),
  ];
}

export const fileBoardRoutes = (config: Config): RouteSpec[] => BOARDS.flatMap((def) => boardRoutes(def, config));

// Every signed-in user may read notices and timetables, so anyone may open their files.
export const boardFileSources: FileSource[] = BOARDS.map((def) => {
  const repo = boardRepo(def);
  return { kind: def.path, find: (id) => repo.fileOf(id) };
});
