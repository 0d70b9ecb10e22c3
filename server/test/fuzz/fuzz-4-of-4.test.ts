import { fuzzRoutes } from './fuzz-routes';

fuzzRoutes(4, 4);
