import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../lib/auth';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import ExamResultsPageScreen from './exam-results-page';

// As in the app, the screen opens once the signed-in user is known.
function ExamResultsPage() {
  return useCurrentUser() ? <ExamResultsPageScreen /> : null;
}

afterEach(() => vi.unstubAllGlobals());

const STATUS = {
  'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'S1', user_type: '3', email: 's1@example.org' } },
};
const exam = (marks_id: number, exam_name: string, m: number[], percentage: number, grade: string) => ({
  marks_id,
  id: marks_id,
  student_id: 'S1',
  student_name: 'Priya Das',
  dob: '2012-03-04',
  class: 5,
  section: 'A',
  gender: 'Female',
  contact_no: '9123456780',
  exam_name,
  subject_max: 100,
  math: m[0],
  english: m[1],
  physics: m[2],
  chemistry: m[3],
  odia: m[4],
  hindi: m[5],
  absent: [] as string[],
  total_marks: 600,
  marks_obtained: m.reduce((a, b) => a + b, 0),
  percentage,
  grade,
});

describe('the Exam Results screen', () => {
  it('shows a student’s own results at once, newest first, each as a report card', async () => {
    stubNetwork({
      ...STATUS,
      'GET /api/student/marks/S1': {
        body: {
          school_name: 'Green Valley School',
          student_marks: [
            exam(9, 'Half Yearly', [95, 88, 90, 84, 0, 79], 72.67, 'B1'),
            exam(4, 'Unit Test 1', [60, 60, 60, 60, 60, 60], 60, 'B2'),
          ],
        },
      },
    });
    renderScreen(<ExamResultsPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Half Yearly', 'Unit Test 1']);
    const latest = cards[0];
    expect(latest).toHaveTextContent('Green Valley School');
    expect(latest).toHaveTextContent('Class / Section5 / A');
    expect(within(latest).getByRole('row', { name: 'Odia 0 100' })).toBeInTheDocument();
    expect(within(latest).getByRole('row', { name: 'Total 436 600' })).toBeInTheDocument();
    expect(latest).toHaveTextContent('Percentage72.67%');
    expect(latest).toHaveTextContent('GradeB1');
    expect(cards[1]).toHaveTextContent('Percentage60.00%');
  });

  it('shows "Result pending" instead of a grade until every subject is entered or absent', async () => {
    const pending = {
      ...exam(12, 'Annual', [78, 0, 0, 0, 0, 0], 0, 'E'),
      english: null,
      physics: null,
      absent: ['odia'],
      odia: null,
      marks_obtained: null,
      percentage: null,
      grade: null,
    };
    stubNetwork({ ...STATUS, 'GET /api/student/marks/S1': { body: { school_name: 'S', student_marks: [pending] } } });
    renderScreen(<ExamResultsPage />);
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('GradeResult pending');
    expect(card).not.toHaveTextContent(/Grade[A-E]/);
    expect(within(card).getByRole('row', { name: 'English Not entered 100' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Odia Absent 100' })).toBeInTheDocument();
  });

  it('prints only the card whose button was pressed', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubNetwork({
      ...STATUS,
      'GET /api/student/marks/S1': {
        body: {
          school_name: 'S',
          student_marks: [
            exam(9, 'Half Yearly', [1, 1, 1, 1, 1, 1], 1, 'E'),
            exam(4, 'Unit Test 1', [2, 2, 2, 2, 2, 2], 2, 'E'),
          ],
        },
      },
    });
    renderScreen(<ExamResultsPage />);
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Print report card' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(cards[1]).toHaveClass('is-print-target');
    expect(cards[0]).not.toHaveClass('is-print-target');
    act(() => window.dispatchEvent(new Event('afterprint')));
    expect(cards[1]).not.toHaveClass('is-print-target');
  });

  it('refuses an ID the results endpoint would refuse, in one line, without asking the server', async () => {
    const user = userEvent.setup();
    const sent = stubNetwork({
      ...STATUS,
      'GET /api/student/marks/S1': { body: { school_name: 'S', student_marks: [] } },
    });
    renderScreen(<ExamResultsPage />);
    await screen.findByText('No exam results found for this Student ID');
    const asked = sent.length;
    await user.clear(screen.getByLabelText('Student ID'));
    await user.type(screen.getByLabelText('Student ID'), 'S 1!');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Student ID may contain only letters, digits, dashes and underscores.',
    );
    expect(sent).toHaveLength(asked);
  });

  it('gives the spec’s messages for an empty list, a 404, someone else’s ID and a failure', async () => {
    const user = userEvent.setup();
    stubNetwork({ ...STATUS, 'GET /api/student/marks/S1': { body: { school_name: 'S', student_marks: [] } } });
    const first = renderScreen(<ExamResultsPage />);
    expect(await screen.findByText('No exam results found for this Student ID')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Student ID'));
    await user.type(screen.getByLabelText('Student ID'), 'S2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('You can only view your own exam results.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Student ID'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter a Student ID')).toBeInTheDocument();
    first.unmount();

    stubNetwork({
      ...STATUS,
      'GET /api/student/marks/S1': { status: 404, body: { error: 'No marks found for this Student ID' } },
    });
    const second = renderScreen(<ExamResultsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No marks found for this Student ID');
    second.unmount();

    stubNetwork({
      ...STATUS,
      'GET /api/student/marks/S1': {
        status: 500,
        body: { error: 'Something went wrong on our side. Please try again.' },
      },
    });
    renderScreen(<ExamResultsPage />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to fetch results');
  });
});
