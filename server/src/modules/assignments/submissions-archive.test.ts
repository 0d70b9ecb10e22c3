import { describe, expect, it } from 'vitest';
import { folderOf } from './submissions-archive';

describe("a pupil's folder in a class's zip of handed-in work", () => {
  it('is named by the place as the school writes it, then the pupil', () => {
    expect(folderOf({ section: 'A', name: 'Asha Rao', student_id: 'S00012' }, 6)).toBe('6A Asha Rao S00012');
    expect(folderOf({ section: 'D', name: 'Asha Rao', student_id: 'S00013' }, 'LKG')).toBe('LKG D Asha Rao S00013');
  });

  it('keeps a name from making folders of its own', () => {
    expect(folderOf({ section: 'A/B', name: 'Ravi/..', student_id: 'S1' }, 'UKG')).toBe('UKG A_B Ravi_.. S1');
  });
});
