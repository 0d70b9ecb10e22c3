import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import TeachersPage from './teachers-page';

// Issue 30: a teacher of LKG D, on a school whose setup has LKG (A, D) before classes 1-10.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const classes = {
  body: [
    {
      name: 'LKG',
      sections: [
        { name: 'A', students: 0 },
        { name: 'D', students: 3 },
      ],
    },
    ...Array.from({ length: 10 }, (_, i) => ({
      name: String(i + 1),
      sections: ['A', 'B', 'C'].map((name) => ({ name, students: 0 })),
    })),
  ],
};
const teacher = {
  teacher_id: 'T0009',
  name: 'Mira Das',
  email: 'mira@example.org',
  mobile: '9876543210',
  joining_date: '2021-06-01',
  subject: 'English',
  class: 'LKG',
  gender: 'Female',
  class_teacher: { class: 'LKG', section: 'D' },
};
const teaching = {
  subjects: [{ class: 'LKG', section: 'D', subject: 'English' }],
  class_teacher: { class: 'LKG', section: 'D' },
};

describe('the teaching of a teacher of LKG D', () => {
  it('shows LKG D by its names in the list and the editor, and saves the names back', async () => {
    const seen = stubNetwork({
      'GET /api/classes': classes,
      'GET /api/admin/Teachers': { body: [teacher], headers: { 'X-Total-Count': '1' } },
      'GET /api/admin/Teachers/T0009/teaching': { body: teaching },
      'PUT /api/admin/Teachers/T0009/teaching': { body: { message: 'Teaching saved.', ...teaching } },
    });
    renderScreen(<TeachersPage />);
    expect(await screen.findByRole('cell', { name: 'LKG D' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Teaching of Mira Das (T0009)' }));
    const row = await screen.findByRole('combobox', { name: 'Class (row 1)', hidden: true });
    expect(row).toHaveValue('LKG');
    expect(screen.getByRole('combobox', { name: 'Section (row 1)', hidden: true })).toHaveValue('D');
    const home = screen.getByRole('combobox', { name: 'Class teacher of', hidden: true }) as HTMLSelectElement;
    expect(home.selectedOptions[0]?.textContent).toBe('Class LKG section D');
    // A new row of LKG starts in LKG's first section, not a fixed A-C.
    await user.click(screen.getByRole('button', { name: 'Add subject', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Class (row 2)', hidden: true })).toHaveValue('LKG');
    expect(screen.getByRole('combobox', { name: 'Section (row 2)', hidden: true })).toHaveValue('A');
    await user.click(screen.getByRole('button', { name: 'Save teaching', hidden: true }));
    expect(await screen.findByText('Teaching saved.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      subjects: [
        { class: 'LKG', section: 'D', subject: 'English' },
        { class: 'LKG', section: 'A', subject: 'English' },
      ],
      class_teacher: { class: 'LKG', section: 'D' },
    });
  });
});
