import { describe, expect, it } from 'vitest';
import { routesOf } from '../fuzz/route-requests';
import { testApp } from '../test-app';
import { ROLES_ALONE, ROUTE_RULES, routeKey, WITH_RULES } from './route-rules';

// The matrix proves only what its data names: a new route without an entry would pass unchecked.
describe('the access matrix data', () => {
  const declared = routesOf(testApp().app).map(routeKey);

  it('has an entry for every route the app declares', () => {
    expect(declared.filter((k) => !(k in ROUTE_RULES))).toEqual([]);
  });

  it('names no route the app does not declare', () => {
    expect(Object.keys(ROUTE_RULES).filter((k) => !declared.includes(k))).toEqual([]);
  });

  it('lists each route once: roles alone, or with its rules', () => {
    const both = ROLES_ALONE.filter((k) => k in WITH_RULES);
    expect(both).toEqual([]);
    expect(new Set(ROLES_ALONE).size).toBe(ROLES_ALONE.length);
  });
});
