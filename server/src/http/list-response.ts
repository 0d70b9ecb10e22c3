import type { Response } from 'express';
import type { Page } from '../db/table-repo';

/** Lists answer a plain JSON array (as the spec's client reads them) with the total in a header. */
export function sendPage<R>(res: Response, page: Page<R>): R[] {
  res.setHeader('X-Total-Count', String(page.total));
  return page.rows;
}
