import { LettersQuery } from '@contracts/letters';
import type { Config } from '../../core/config';
import { route } from '../../http/route';
import { schoolLinks } from '../school/school-links';
import { lettersService } from './letters.service';

/** The sign-in letters of a class, a section or every teacher, printed as one document. */
export const letterRoutes = (config: Config) => [
  route({
    method: 'get',
    path: '/admin/letters',
    roles: ['admin'],
    query: LettersQuery,
    handler: async ({ query }) => lettersService.print(query, await schoolLinks(config)),
  }),
];
