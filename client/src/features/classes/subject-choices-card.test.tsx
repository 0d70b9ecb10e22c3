import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChoicesSheet } from '@contracts/choices';
import { switchLanguage } from '../../i18n/language';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { SubjectChoicesCard } from './subject-choices-card';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => switchLanguage('en'));
});

const GROUP = 'Third Language';
const sheet: ChoicesSheet = {
  class: 7,
  year: { id: 3, name: '2026-27' },
  groups: [
    {
      name: GROUP,
      subjects: [
        { code: 'hindi', name: 'Hindi', name_or: 'ହିନ୍ଦୀ', name_hi: 'हिंदी' },
        { code: 'sanskrit', name: 'Sanskrit', name_or: 'ସଂସ୍କୃତ', name_hi: 'संस्कृत' },
      ],
    },
  ],
  pupils: [
    { student_id: 'S1', name: 'Asha', section: 'A', choices: { [GROUP]: 'sanskrit' } },
    { student_id: 'S2', name: 'Bimal', section: 'A', choices: {} },
  ],
};

async function openClass7A() {
  const user = userEvent.setup();
  // The options are the school's classes, read from the server.
  await screen.findByRole('option', { name: '7' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '7');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'A');
  await user.click(screen.getByRole('button', { name: 'Show pupils' }));
  return user;
}

describe('the subject choices of a class', () => {
  it('shows each pupil’s subject in each choice group of the year, and saves only the pupils changed', async () => {
    const seen = stubNetwork({
      'GET /api/admin/choices': { body: sheet },
      'PUT /api/admin/choices': { body: { message: 'Choices saved for 1 pupils.', saved: 1 } },
    });
    renderScreen(<SubjectChoicesCard />);
    const user = await openClass7A();
    expect(await screen.findByText(/Subject choices of class 7A for 2026-27/)).toBeInTheDocument();
    const asha = screen.getByRole('combobox', { name: `${GROUP} for Asha` });
    const bimal = screen.getByRole('combobox', { name: `${GROUP} for Bimal` });
    expect(asha).toHaveValue('sanskrit');
    expect(bimal).toHaveValue('');
    expect(
      within(bimal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not chosen yet', 'Hindi', 'Sanskrit']);
    await user.selectOptions(bimal, 'hindi');
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Choices saved for 1 pupils.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'GET').map((r) => r.query)).toContainEqual({ class: '7', section: 'A' });
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      class: 7,
      entries: [{ student_id: 'S2', choices: { [GROUP]: 'hindi' } }],
    });
  });

  it('says so when nothing was changed, and sends nothing', async () => {
    const seen = stubNetwork({ 'GET /api/admin/choices': { body: sheet } });
    renderScreen(<SubjectChoicesCard />);
    const user = await openClass7A();
    await screen.findByRole('combobox', { name: `${GROUP} for Asha` });
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('No choice was changed.')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says when the class has no choice group, and when no academic year has today in it', async () => {
    stubNetwork({
      'GET /api/admin/choices': (r) => ({
        body: r.query.class === '7' ? { ...sheet, groups: [] } : { ...sheet, class: 8, year: null },
      }),
    });
    renderScreen(<SubjectChoicesCard />);
    const user = await openClass7A();
    expect(
      await screen.findByText('Class 7 has no choice group in the school setup: every pupil takes every subject.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '8');
    await user.click(screen.getByRole('button', { name: 'Show pupils' }));
    expect(await screen.findByText(/No academic year has today in it/)).toBeInTheDocument();
  });

  it('names the subjects in the reader’s language', async () => {
    stubNetwork({ 'GET /api/admin/choices': { body: sheet } });
    renderScreen(<SubjectChoicesCard />);
    await openClass7A();
    await screen.findByRole('combobox', { name: `${GROUP} for Asha` });
    await act(() => switchLanguage('hi'));
    expect(screen.getByRole('option', { name: 'संस्कृत', selected: true })).toBeInTheDocument();
  });

  it("offers the school's classes and the chosen class's sections, and no fixed list before they are read", async () => {
    stubNetwork({
      'GET /api/classes': {
        body: [
          { name: 'LKG', sections: [{ name: 'D', students: 1 }] },
          {
            name: '5',
            sections: [
              { name: 'A', students: 0 },
              { name: 'B', students: 0, retired: true },
            ],
          },
          { name: '11 Science', retired: true, sections: [{ name: 'A', students: 0 }] },
        ],
      },
    });
    renderScreen(<SubjectChoicesCard />);
    const names = (label: string) =>
      within(screen.getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(names('Class')).toEqual(['Select class']);
    await screen.findByRole('option', { name: 'LKG' });
    expect(names('Class')).toEqual(['Select class', 'LKG', '5']);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'LKG');
    expect(names('Section')).toEqual(['All sections', 'D']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '5');
    expect(names('Section')).toEqual(['All sections', 'A']);
  });
});
