import { z } from 'zod';
import { optionalSection, schoolClass } from './school-fields';
import { msg } from './i18n/packed-text';

export const MAX_PAGE_SIZE = 100;
/** What a list answers without page/pageSize: its first rows, in its usual order. */
export const MAX_UNPAGED_ROWS = 1000;

/**
 * Optional search, sort and paging for every list endpoint. Without page/pageSize the first
 * MAX_UNPAGED_ROWS of the list answer, as the spec's plain screens expect; the real total is in
 * X-Total-Count either way.
 */
export const listParams = <S extends readonly [string, ...string[]]>(sortable: S) =>
  z.object({
    q: z.string().trim().max(100, msg('field.searchLong')).optional(),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, msg('field.pageSize', { max: MAX_PAGE_SIZE })).optional(),
  });

export interface ListParams {
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/**
 * A list's class and section filters, for lists of people or records that belong to a class;
 * blank means every class (section). Extend a list's params with it: `listParams(S).extend(classSectionParams)`.
 */
export const classSectionParams = {
  class: z.preprocess((v) => (v === '' ? undefined : v), schoolClass.optional()),
  section: optionalSection,
};

