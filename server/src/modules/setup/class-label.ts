import { queryOne } from '../../db/pool';

// A record's class as the API answers it, as SQL's class_label (migration 078) does in a list:
// classes 1-10 as the spec's numbers, every other class of the setup by its name ("LKG").
// For an answer that names one class, such as a register's.
export async function classLabel(cls: number): Promise<number | string> {
  if (cls >= 1 && cls <= 10) return cls;
  return (await queryOne<{ label: number | string }>('SELECT class_label($1::smallint) AS label', [cls]))!.label;
}
