import type { SchoolInfo } from '@contracts/school';
import type { Config } from '../../core/config';
import { route } from '../../http/route';

/** The school's name for the screens' document titles: public, as the sign-in page shows it too. */
export const schoolRoutes = (config: Config) => [
  route({
    method: 'get',
    path: '/school',
    roles: 'public',
    handler: (): SchoolInfo => ({ name: config.schoolName }),
  }),
];
