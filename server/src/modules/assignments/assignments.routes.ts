import {
  AssignmentIdQuery,
  AssignmentInput,
  AssignmentListQuery,
  type AssignmentsEnvelope,
  AssignmentUpdate,
} from '@contracts/assignments';
import { ChildQuery } from '@contracts/guardians';
import { listParams } from '@contracts/list';
import type { Config } from '../../core/config';
import { deleteRoute } from '../../http/delete-route';
import { sendPage } from '../../http/list-response';
import { listRoutes } from '../../http/list-routes';
import { route, WITH_PARENTS } from '../../http/route';
import { createFileStore } from '../../storage/file-store';
import { fileRequired } from '../../storage/upload-errors';
import { assignmentsService } from './assignments.service';
import { msg } from '@contracts/i18n/packed-text';

const STAFF = ['admin', 'teacher'] as const;

export function assignmentRoutes(config: Config) {
  const store = createFileStore(config);
  const assignments = assignmentsService(store);
  return [
    ...listRoutes({
      path: '/admin/assignments',
      roles: STAFF,
      query: AssignmentListQuery,
      list: (query) => assignments.list(query),
    }),

    route({
      method: 'post',
      path: '/admin/assignments',
      roles: STAFF,
      accepts: 'multipart',
      before: [store.receive()],
      body: AssignmentInput,
      status: 201,
      handler: async ({ body, req, user }) => {
        const file = store.incoming(req);
        if (!file) throw fileRequired();
        return { message: msg('assignments.added'), ...(await assignments.create(body, file, user)) };
      },
    }),

    route({
      method: 'put',
      path: '/admin/assignments',
      roles: STAFF,
      accepts: 'multipart',
      before: [store.receive()],
      body: AssignmentUpdate,
      handler: async ({ body, req, user }) => ({
        message: msg('assignments.updated'),
        ...(await assignments.update(body.assignment_id, body, store.incoming(req), user)),
      }),
    }),

    deleteRoute({
      path: '/admin/assignments',
      roles: STAFF,
      query: AssignmentIdQuery,
      remove: (query, user) => assignments.remove(query.assignment_id, user),
      message: msg('assignments.deleted'),
    }),

    route({
      method: 'get',
      path: '/assignments',
      roles: WITH_PARENTS,
      // A parent names the child whose class's assignments they want.
      query: listParams(['title', 'date', 'class', 'created_at']).extend({
        student_id: ChildQuery.shape.student_id.optional(),
      }),
      // The original client's /Assignmentview reads { assignments: [...] } here; the staff path keeps its bare array.
      handler: async ({ query: { student_id, ...params }, user, res }): Promise<AssignmentsEnvelope> => ({
        assignments: sendPage(res, await assignments.listFor(user, params, student_id)),
      }),
    }),
  ];
}
