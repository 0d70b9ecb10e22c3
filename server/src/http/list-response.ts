import type { Response } from 'express';
import type { Page } from '../db/table-repo';

/**
 * Lists answer a plain JSON array (as the spec's client reads them) with the total in a header;
 * X-Total-Count-At-Least: true says the total is a lower bound (a long filtered list, paged).
 */
export function sendPage<R>(res: Response, page: Page<R>): R[] {
  res.setHeader('X-Total-Count', String(page.total));
  if (page.atLeast) res.setHeader('X-Total-Count-At-Least', 'true');
  return page.rows;
}
