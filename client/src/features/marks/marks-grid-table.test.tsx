import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MarksGrid } from '@contracts/marks';
import { MarksGridTable } from './marks-grid-table';

const grid: MarksGrid = {
  class: 6,
  section: 'A',
  exam_name: 'Half Yearly',
  total_marks: 600,
  rows: [
    { student_id: 'S1', name: 'Asha', section: 'A', marks: null },
    { student_id: 'S2', name: 'Bimal', section: 'A', marks: null },
    { student_id: 'S3', name: 'Chitra', section: 'A', marks: { marks_id: 9, total_marks: 600, math: 50, english: 50, physics: 50, chemistry: 50, odia: 50, hindi: 50, absent: [] } },
  ],
};

describe('the marks grid', () => {
  it('updates total, percentage and grade as the teacher types, and saves the filled rows with blanks as 0', async () => {
    const onSave = vi.fn();
    render(<MarksGridTable grid={grid} totalMarks="600" saving={false} onSave={onSave} />);
    const user = userEvent.setup();
    expect(screen.getAllByText('Not entered')).toHaveLength(2);
    await user.type(screen.getByLabelText('Math for Asha'), '90');
    await user.tab();
    await user.keyboard('85');
    const row = screen.getByRole('row', { name: /Asha/ });
    expect(row).toHaveTextContent('Marks obtained: 175Percentage: 29.17%Grade: E');
    expect(screen.getByRole('row', { name: /Chitra/ })).toHaveTextContent(/Percentage: 50.00%Grade: C1/);

    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(onSave).toHaveBeenCalledWith(
      [
        { student_id: 'S1', math: 90, english: 85, physics: 0, chemistry: 0, odia: 0, hindi: 0 },
        { student_id: 'S3', math: 50, english: 50, physics: 50, chemistry: 50, odia: 50, hindi: 50 },
      ],
      1,
    );
  });

  it('says when a row is over the total', async () => {
    render(<MarksGridTable grid={grid} totalMarks="100" saving={false} onSave={() => undefined} />);
    expect(screen.getByRole('row', { name: /Chitra/ })).toHaveTextContent('Marks obtained (300) cannot be more than Total Marks (100).');
  });
});
