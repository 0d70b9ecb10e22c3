import { z } from 'zod';
import { setupPlaceFilter } from './school-fields';
import { msg } from './i18n/packed-text';

export const MAX_PAGE_SIZE = 100;
/** What a list answers without page/pageSize: its first rows, in its usual order. */
export const MAX_UNPAGED_ROWS = 1000;
/**
 * The one `fields` value: each row carries the columns of its table, not the whole record
 * (students leave out their guardians; a record's own request, e.g. ?student_id=, has them).
 * The spec's client never sends it and keeps the whole record.
 */
export const LIST_FIELDS = 'list';
/**
 * `count=later`: a search's first page is not counted (what a count costs grows with the
 * school); one row past the page says whether another follows, and the total is then a lower
 * bound (X-Total-Count-At-Least). The pages after it are counted as usual, once the person pages.
 */
export const COUNT_LATER = 'later';

/**
 * Optional search, sort and paging for every list endpoint. Without page/pageSize the first
 * MAX_UNPAGED_ROWS of the list answer, as the spec's plain screens expect; the real total is in
 * X-Total-Count either way. `fields=list` asks for the rows as a table draws them (LIST_FIELDS),
 * `count=later` for a search's first page without its count (COUNT_LATER).
 */
export const listParams = <S extends readonly [string, ...string[]]>(sortable: S) =>
  z.object({
    q: z.string().trim().max(100, msg('field.searchLong')).optional(),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, msg('field.pageSize', { max: MAX_PAGE_SIZE }))
      .optional(),
    fields: z.literal(LIST_FIELDS, { error: msg('field.listFields', { value: LIST_FIELDS }) }).optional(),
    count: z.literal(COUNT_LATER, { error: msg('field.countLater', { value: COUNT_LATER }) }).optional(),
  });

export interface ListParams {
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  fields?: typeof LIST_FIELDS;
  count?: typeof COUNT_LATER;
}

/**
 * A list's class and section filters, for lists of people or records that belong to a class;
 * blank means every class (section). Each by the school's setup's name ("LKG", "D"; 5 and "5"
 * name class 5), which the server looks up (classPlaces). Extend a list's params with it:
 * `listParams(S).extend(classSectionParams)`.
 */
export const classSectionParams = setupPlaceFilter;
