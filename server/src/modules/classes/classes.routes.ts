import { route } from '../../http/route';
import { classesRepo } from './classes.repo';

export const classesRoutes = () => [
  route({ method: 'get', path: '/classes/summary', roles: ['admin', 'teacher'], handler: () => classesRepo.summary() }),
];
