import { fuzzRoutes } from './fuzz-routes';

fuzzRoutes(3, 4);
