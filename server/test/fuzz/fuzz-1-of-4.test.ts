import { fuzzRoutes } from './fuzz-routes';

fuzzRoutes(1, 4);
