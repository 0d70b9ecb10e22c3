import { route } from '../../http/route';
import { classesRepo } from './classes.repo';

export const classesRoutes = () => [
  route({ method: 'get', path: '/classes/summary', roles: ['admin', 'teacher'], handler: () => classesRepo.summary() }),
  // The school's own classes and sections for the forms and filters staff use (not the admin's whole setup).
  route({ method: 'get', path: '/classes', roles: ['admin', 'teacher'], handler: () => classesRepo.places() }),
];
