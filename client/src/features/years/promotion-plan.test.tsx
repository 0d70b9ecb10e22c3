import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { type PlanRow, PromotionPlan } from './promotion-plan';

// Issue 30: the sections offered are the next class's in the school's setup, not a fixed A-C.
const row = (over: Partial<PlanRow>): PlanRow => ({
  student_id: 'S1',
  name: 'Asha',
  to_section: 'D',
  choice: { action: 'promote' },
  ...over,
});

describe('the promotion plan', () => {
  it("offers the next class's own sections for a move, and asks for one where no section has the class's name", async () => {
    const onChoose = vi.fn();
    renderScreen(
      <PromotionPlan
        rows={[
          row({}),
          row({ student_id: 'S2', name: 'Bimal', choice: { action: 'move' } }),
          row({ student_id: 'S3', name: 'Chitra', to_section: null }),
        ]}
        nextSections={['A', 'D', 'Rose']}
        onChoose={onChoose}
      />,
    );
    expect(screen.queryByLabelText('New section for Asha')).toBeNull();
    const options = (name: string) =>
      Array.from(screen.getByLabelText(`New section for ${name}`).querySelectorAll('option')).map((o) => o.value);
    expect(options('Bimal')).toEqual(['', 'A', 'D', 'Rose']);
    expect(options('Chitra')).toEqual(['', 'A', 'D', 'Rose']);
    await userEvent.setup().selectOptions(screen.getByLabelText('New section for Chitra'), 'Rose');
    expect(onChoose).toHaveBeenCalledWith('S3', { action: 'promote', section: 'Rose' });
  });
});
