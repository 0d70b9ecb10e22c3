import { describe, expect, it } from 'vitest';
import { boardAudience, ownClassFirst } from './boards';

const r = (id: number, cls: number | string | null, section: string | null) => ({ id, class: cls, section });

describe('ownClassFirst', () => {
  // Newest first, as the server answers.
  const board = [r(1, 6, null), r(2, null, null), r(3, 5, 'B'), r(4, 5, null), r(5, 5, 'A'), r(6, null, null)];

  it("puts a student's section, then their class, then the whole school's, then the other classes'", () => {
    expect(ownClassFirst(board, { class: 5, section: 'A' }).map((x) => x.id)).toEqual([5, 4, 2, 6, 1, 3]);
  });

  it('keeps the order as it is for staff, who have no class of their own', () => {
    expect(ownClassFirst(board, undefined)).toEqual(board);
  });

  it('names whom each is for', () => {
    expect([r(1, 5, 'A'), r(2, 5, null), r(3, null, null)].map(boardAudience)).toEqual([
      'Class 5A',
      'Class 5',
      'Whole school',
    ]);
  });

  it('names a class of the setup by its name, and finds a pupil of LKG its own class first', () => {
    expect([r(1, 'LKG', 'D'), r(2, 'LKG', null)].map(boardAudience)).toEqual(['Class LKG D', 'Class LKG']);
    const kg = [r(1, 5, null), r(2, null, null), r(3, 'LKG', null), r(4, 'LKG', 'D')];
    expect(ownClassFirst(kg, { class: 'LKG', section: 'D' }).map((x) => x.id)).toEqual([4, 3, 2, 1]);
  });
});
