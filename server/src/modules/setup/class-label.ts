import { queryOne } from '../../db/pool';

/**
 * A class as records store it (the setup's link number) as the API answers it: the spec's number
 * for 1-10, the setup's name for the others ("LKG"), as SQL's class_label (migration 078) does.
 */
export async function classLabel(cls: number): Promise<number | string> {
  return (await queryOne<{ label: number | string }>('SELECT class_label($1::smallint) AS label', [cls]))!.label;
}
