import { z } from 'zod';
import { ChildQuery } from '@contracts/guardians';
import { msg } from '@contracts/i18n/packed-text';
import {
  AssignmentIdParams,
  ClosedInput,
  type HandedIn,
  MarkInput,
  SubmissionIdParams,
  SubmissionInput,
} from '@contracts/submissions';
import type { Config } from '../../core/config';
import { route } from '../../http/route';
import { createFileStore } from '../../storage/file-store';
import { sendArchive } from './submissions-archive';
import { submissionsService } from './submissions.service';

const STAFF = ['admin', 'teacher'] as const;

export function submissionRoutes(config: Config) {
  const store = createFileStore(config);
  const submissions = submissionsService(store);
  return [
    route({
      method: 'post',
      path: '/assignments/:id/submissions',
      // Pupils only: a parent sees what was handed in but hands in nothing.
      roles: ['student'],
      accepts: 'multipart',
      before: [store.receive()],
      params: AssignmentIdParams,
      body: SubmissionInput,
      status: 201,
      handler: ({ params, body, req, user }): Promise<HandedIn> =>
        submissions.handIn(params.id, user, body.text, store.incoming(req)),
    }),

    route({
      method: 'get',
      path: '/assignments/:id/submissions',
      roles: STAFF,
      params: AssignmentIdParams,
      handler: ({ params, user }) => submissions.classList(params.id, user),
    }),

    route({
      method: 'get',
      path: '/assignments/:id/submissions/archive',
      roles: STAFF,
      params: AssignmentIdParams,
      handler: async ({ params, user, res }) => {
        const { rows, ...assignment } = await submissions.forArchive(params.id, user);
        sendArchive(res, store, assignment, rows);
      },
    }),

    route({
      method: 'put',
      path: '/assignments/:id/closed',
      roles: STAFF,
      params: AssignmentIdParams,
      body: ClosedInput,
      handler: async ({ params, body, user }) => {
        await submissions.setClosed(params.id, body.closed, user);
        return { message: msg(body.closed ? 'submissions.closedNow' : 'submissions.reopened'), closed: body.closed };
      },
    }),

    route({
      method: 'put',
      path: '/submissions/:id',
      roles: STAFF,
      params: SubmissionIdParams,
      body: MarkInput,
      handler: async ({ params, body, user }) => {
        const { state } = await submissions.mark(params.id, body, user);
        return {
          message: msg(state === 'returned' ? 'submissions.returned' : 'submissions.markSaved'),
          submission_id: params.id,
          state,
        };
      },
    }),

    route({
      method: 'get',
      path: '/submissions',
      roles: ['student', 'parent'],
      // A pupil may leave it out (their own); a parent names the child.
      query: z.object({ student_id: ChildQuery.shape.student_id.optional() }),
      handler: ({ query, user }) => submissions.pupilList(user, query.student_id),
    }),
  ];
}
