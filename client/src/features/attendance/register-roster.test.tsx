import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Register } from '@contracts/attendance';
import { UNSAVED_CHANGES } from '../../components/unsaved-changes-guard';
import { switchLanguage } from '../../i18n/language';
import { renderScreen } from '../../test/render';
import { RegisterRoster } from './register-roster';

const register = (over: Partial<Register> = {}): Register => ({
  class: 5,
  section: 'A',
  attendance_date: '2024-06-03',
  taken: false,
  students: [
    { student_id: 'S1', name: 'Asha', section: 'A', status: 'Present', saved: false, id: null },
    { student_id: 'S2', name: 'Bimal', section: 'A', status: 'Present', saved: false, id: null },
    { student_id: 'S3', name: 'Chitra', section: 'A', status: 'Present', saved: false, id: null },
  ],
  ...over,
});

const counts = () => screen.getByText(/Present: \d+/).closest('p')!.textContent;

describe('the class register', () => {
  it('starts everyone Present and is marked with the keyboard alone: Tab to a student, arrow to Absent, Tab on to Save', async () => {
    const onSave = vi.fn();
    renderScreen(<RegisterRoster register={register()} saving={false} onSave={onSave} />);
    expect(screen.getByText(/Not taken yet/)).toBeInTheDocument();
    expect(counts()).toBe('Present: 3Absent: 0Total: 3');

    const user = userEvent.setup();
    await user.tab(); // Mark all present
    await user.tab(); // Mark all absent
    await user.tab(); // Asha's group
    await user.tab(); // Bimal's group
    expect(within(screen.getByRole('group', { name: 'Attendance of Bimal' })).getByLabelText('Present')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(screen.getByRole('group', { name: 'Attendance of Bimal' })).getByLabelText('Absent')).toBeChecked();
    expect(counts()).toBe('Present: 2Absent: 1Total: 3Unsaved changes');

    await user.tab(); // Chitra's group
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save attendance' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith([
      { student_id: 'S1', status: 'Present' },
      { student_id: 'S2', status: 'Absent' },
      { student_id: 'S3', status: 'Present' },
    ]);
  });

  it('marks everyone absent or present at once', async () => {
    renderScreen(<RegisterRoster register={register()} saving={false} onSave={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark all absent' }));
    expect(counts()).toMatch(/^Present: 0Absent: 3/);
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    expect(counts()).toMatch(/^Present: 3Absent: 0/);
  });

  it('shows a day already taken with what was saved, and starts again when a new register arrives', () => {
    const taken = register({
      taken: true,
      students: register().students.map((s, i) => ({ ...s, saved: true, status: i === 2 ? 'Absent' : 'Present' })),
    });
    const { rerender } = renderScreen(<RegisterRoster register={taken} saving={false} onSave={() => undefined} />);
    expect(screen.getByText(/was already taken/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Attendance of Chitra' })).getByLabelText('Absent')).toBeChecked();
    expect(counts()).toBe('Present: 2Absent: 1Total: 3');
    rerender(<RegisterRoster register={register()} saving={false} onSave={() => undefined} />);
    expect(counts()).toBe('Present: 3Absent: 0Total: 3');
  });

  it('asks before leaving a register with unsaved changes, and leaves freely once nothing is changed', async () => {
    const { history } = renderScreen(
      <RegisterRoster register={register()} saving={false} onSave={() => undefined} />,
      '/Attendancem',
    );
    const user = userEvent.setup();
    await act(() => history.push('/NoticeView'));
    expect(history.location.pathname).toBe('/NoticeView');
    await act(() => history.push('/Attendancem'));
    await user.click(within(screen.getByRole('group', { name: 'Attendance of Asha' })).getByLabelText('Absent'));
    await act(() => history.push('/NoticeView'));
    expect(screen.getByText(UNSAVED_CHANGES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No', hidden: true }));
    expect(history.location.pathname).toBe('/Attendancem');
    expect(within(screen.getByRole('group', { name: 'Attendance of Asha' })).getByLabelText('Absent')).toBeChecked();
  });

  it('says so when the class has no students', () => {
    renderScreen(<RegisterRoster register={register({ students: [] })} saving={false} onSave={() => undefined} />);
    expect(screen.getByText('No students in class 5 section A.')).toBeInTheDocument();
  });

  it('is read in Odia and Hindi when the screens are, the names and IDs as they are', async () => {
    try {
      await act(() => switchLanguage('or'));
      renderScreen(<RegisterRoster register={register({ taken: true })} saving={false} onSave={vi.fn()} />);
      expect(
        screen.getByText('03/06/2024 ର ଉପସ୍ଥାନ ପୂର୍ବରୁ ନିଆଯାଇଛି। ଯାହା ଭୁଲ ତାହା ସଂଶୋଧନ କରି ପୁଣି ସଞ୍ଚୟ କରନ୍ତୁ।'),
      ).toBeInTheDocument();
      expect(within(screen.getByRole('group', { name: 'Asha ଙ୍କ ଉପସ୍ଥାନ' })).getByLabelText('ଅନୁପସ୍ଥିତ')).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'ଉପସ୍ଥାନ ସଞ୍ଚୟ କରନ୍ତୁ' })).toBeInTheDocument();
      await act(() => switchLanguage('hi'));
      expect(screen.getByRole('button', { name: 'सभी को अनुपस्थित करें' })).toBeInTheDocument();
      expect(screen.getByText('उपस्थित: 3').closest('p')!.textContent).toBe('उपस्थित: 3अनुपस्थित: 0कुल: 3');
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
