import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExamSubject } from '@contracts/exam-subjects';
import { GRADE_SCALE } from '@contracts/grades';
import type { MarksGrid } from '@contracts/marks';
import { UNSAVED_CHANGES } from '../../components/unsaved-changes-guard';
import { switchLanguage } from '../../i18n/language';
import { renderScreen } from '../../test/render';
import { MarksGridTable } from './marks-grid-table';

const subject = (code: string, name: string, max_marks = 100): ExamSubject => ({
  code,
  name,
  name_or: null,
  name_hi: null,
  max_marks,
  counts_in_total: true,
});
const SIX = [
  subject('math', 'Math'),
  subject('english', 'English'),
  subject('physics', 'Physics'),
  subject('chemistry', 'Chemistry'),
  subject('odia', 'Odia'),
  subject('hindi', 'Hindi'),
];
const SANSKRIT: ExamSubject = { ...subject('sanskrit', 'Sanskrit', 50), name_or: 'ସଂସ୍କୃତ', name_hi: 'संस्कृत' };

const grid: MarksGrid = {
  class: 6,
  section: 'A',
  exam_name: 'Half Yearly',
  total_marks: 600,
  subject_max: 100,
  subjects: SIX,
  grading: [...GRADE_SCALE],
  rows: [
    { student_id: 'S1', name: 'Asha', section: 'A', marks: null },
    { student_id: 'S2', name: 'Bimal', section: 'A', marks: null },
    {
      student_id: 'S3',
      name: 'Chitra',
      section: 'A',
      marks: {
        marks_id: 9,
        total_marks: 600,
        math: 50,
        english: 50,
        physics: 50,
        chemistry: null,
        odia: 50,
        hindi: 50,
        absent: ['chemistry'],
        marks: { math: 50, english: 50, physics: 50, chemistry: null, odia: 50, hindi: 50 },
      },
    },
  ],
};

const cell = (subject: string, name: string) => screen.getByLabelText(`${subject} for ${name}`) as HTMLInputElement;

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => switchLanguage('en'));
});

// Typing in many cells is slow on a busy machine; the default 5 s is too tight for the first test.
describe('the marks grid', { timeout: 15_000 }, () => {
  it('shows absent as AB, previews the result, and sends blanks as not entered and AB as absent', async () => {
    const onSave = vi.fn();
    renderScreen(<MarksGridTable grid={grid} totalMarks="600" saving={false} onSave={onSave} />);
    const user = userEvent.setup();
    expect(cell('Chemistry', 'Chitra')).toHaveValue('AB');
    expect(screen.getByRole('row', { name: /Chitra/ })).toHaveTextContent(/Percentage: 41.67%Grade: C2/);
    expect(screen.getAllByText('Not entered')).toHaveLength(2);
    await user.type(cell('Math', 'Asha'), '90');
    await user.tab();
    await user.keyboard('85');
    expect(screen.getByRole('row', { name: /Asha/ })).toHaveTextContent('Result pending');
    await user.type(cell('Hindi', 'Asha'), 'ab');

    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(onSave).toHaveBeenCalledWith(
      [
        {
          student_id: 'S1',
          marks: { math: 90, english: 85, physics: null, chemistry: null, odia: null, hindi: null },
          absent: ['hindi'],
        },
        {
          student_id: 'S3',
          marks: { math: 50, english: 50, physics: 50, chemistry: null, odia: 50, hindi: 50 },
          absent: ['chemistry'],
        },
      ],
      1,
    );
  });

  it('moves between cells with the arrows and Enter without changing a mark, and the wheel changes nothing', async () => {
    renderScreen(<MarksGridTable grid={grid} totalMarks="600" saving={false} onSave={() => undefined} />);
    const user = userEvent.setup();
    await user.click(cell('Math', 'Chitra'));
    await user.keyboard('{ArrowUp}');
    expect(cell('Math', 'Bimal')).toHaveFocus();
    await user.keyboard('78{ArrowDown}');
    expect(cell('Math', 'Bimal')).toHaveValue('78');
    expect(cell('Math', 'Chitra')).toHaveFocus();
    expect(cell('Math', 'Chitra')).toHaveValue('50');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(cell('Math', 'Bimal')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Math', 'Bimal')).toHaveFocus(); // the mark is selected on arrival: the caret is not at the end yet
    await user.keyboard('{End}{ArrowRight}');
    expect(cell('English', 'Bimal')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}{ArrowLeft}');
    expect(cell('Math', 'Bimal')).toHaveFocus();
    fireEvent.wheel(cell('Math', 'Bimal'), { deltaY: 120 });
    expect(cell('Math', 'Bimal')).toHaveValue('78');
    expect(cell('Math', 'Bimal')).toHaveAttribute('type', 'text');
  });

  it('names the student and the subject of every error, saves nothing, and brings the first into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const onSave = vi.fn();
    renderScreen(
      <MarksGridTable
        grid={{ ...grid, subject_max: 80, subjects: SIX.map((s) => ({ ...s, max_marks: 80 })) }}
        totalMarks="600"
        saving={false}
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    await user.type(cell('Physics', 'Bimal'), '101');
    await user.type(cell('Odia', 'Bimal'), 'x');
    await user.type(cell('Math', 'Asha'), '85');
    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(onSave).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Asha (S1), Math: Math must be at most 80 in Half Yearly.',
      'Bimal (S2), Physics: Physics must be at most 80 in Half Yearly.',
      'Bimal (S2), Odia: Odia must be a number.',
    ]);
    expect(cell('Math', 'Asha')).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
    expect(cell('Physics', 'Bimal')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(alert).getByRole('button', { name: /Odia/ }));
    expect(cell('Odia', 'Bimal')).toHaveFocus();
  });

  it('shows what the server refused the same way', () => {
    renderScreen(
      <MarksGridTable
        grid={grid}
        totalMarks="600"
        saving={false}
        onSave={() => undefined}
        refused={[
          { student_id: 'S3', subject: 'hindi', text: 'Chitra (S3), Hindi: Hindi must be at most 50 in Half Yearly.' },
        ]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Chitra (S3), Hindi: Hindi must be at most 50 in Half Yearly.');
    expect(cell('Hindi', 'Chitra')).toHaveFocus();
  });

  it('says when a row is over the total', () => {
    renderScreen(<MarksGridTable grid={grid} totalMarks="100" saving={false} onSave={() => undefined} />);
    expect(screen.getByRole('row', { name: /Chitra/ })).toHaveTextContent(
      'Marks obtained (250) cannot be more than Total Marks (100).',
    );
  });

  it('asks before leaving with unsaved marks, and stays on No', async () => {
    const { history } = renderScreen(
      <MarksGridTable grid={grid} totalMarks="600" saving={false} onSave={() => undefined} />,
      '/Marksentry',
    );
    const user = userEvent.setup();
    await act(() => history.push('/TeacherDashboard'));
    expect(history.location.pathname).toBe('/TeacherDashboard');
    await act(() => history.push('/Marksentry'));
    await user.type(cell('Math', 'Asha'), '40');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await act(() => history.push('/TeacherDashboard'));
    expect(screen.getByText(UNSAVED_CHANGES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No', hidden: true }));
    expect(history.location.pathname).toBe('/Marksentry');
    expect(cell('Math', 'Asha')).toHaveValue('40');
    // Back is undone while the question is open, and goes on after Yes.
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText(UNSAVED_CHANGES)).toBeInTheDocument());
    await waitFor(() => expect(window.location.pathname).toBe('/Marksentry'));
    expect(cell('Math', 'Asha')).toHaveValue('40');
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    await waitFor(() => expect(window.location.pathname).toBe('/TeacherDashboard'));
  });

  it('has a column for each subject of the exam, each out of its own maximum, and sends them all by code', async () => {
    const withSanskrit: MarksGrid = {
      ...grid,
      subjects: [...SIX, SANSKRIT],
      rows: [
        grid.rows[0],
        { ...grid.rows[2], marks: { ...grid.rows[2].marks!, marks: { ...grid.rows[2].marks!.marks, sanskrit: 40 } } },
      ],
    };
    const onSave = vi.fn();
    renderScreen(
      <MarksGridTable
        grid={withSanskrit}
        totalMarks="650"
        saving={false}
        onSave={onSave}
        editable={(_, s) => s.code !== 'english'}
      />,
    );
    const user = userEvent.setup();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toHaveLength(9);
    expect(headers[7]).toBe('Sanskrit/50');
    expect(cell('Sanskrit', 'Chitra')).toHaveValue('40');
    expect(cell('English', 'Asha')).toHaveAttribute('readonly');
    expect(cell('Sanskrit', 'Asha')).not.toHaveAttribute('readonly');
    for (const [name, mark] of [
      ['Math', '60'],
      ['Physics', '60'],
      ['Chemistry', '60'],
      ['Odia', '60'],
      ['Hindi', '60'],
      ['Sanskrit', '51'],
    ])
      await user.type(cell(name, 'Asha'), mark);

    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asha (S1), Sanskrit: Sanskrit must be at most 50 in Half Yearly.']);
    await user.clear(cell('Sanskrit', 'Asha'));
    await user.type(cell('Sanskrit', 'Asha'), '45');
    // 5 x 60 + 45 of 650, English not entered yet.
    expect(screen.getByRole('row', { name: /Asha/ })).toHaveTextContent('Result pending');
    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(onSave).toHaveBeenCalledWith(
      [
        {
          student_id: 'S1',
          marks: { math: 60, english: null, physics: 60, chemistry: 60, odia: 60, hindi: 60, sanskrit: 45 },
          absent: [],
        },
        {
          student_id: 'S3',
          marks: { math: 50, english: 50, physics: 50, chemistry: null, odia: 50, hindi: 50, sanskrit: 40 },
          absent: ['chemistry'],
        },
      ],
      0,
    );
    // Chitra: 5 x 50 + 40 of 650.
    expect(screen.getByRole('row', { name: /Chitra/ })).toHaveTextContent(/Marks obtained: 290/);
  });

  it('greys out the subject of a choice group a pupil did not take, says why, and grades them without it', async () => {
    const onSave = vi.fn();
    const grouped = [...SIX.slice(0, 5), { ...SIX[5], choice_group: 'Third Language' }];
    renderScreen(
      <MarksGridTable
        grid={{
          ...grid,
          subjects: [...grouped, { ...SANSKRIT, max_marks: 100, choice_group: 'Third Language' }],
          rows: [
            { ...grid.rows[0], skips: ['hindi'] },
            { ...grid.rows[1], skips: [] },
          ],
        }}
        totalMarks="600"
        saving={false}
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    const skipped = screen.getByLabelText('Hindi for Asha: not taken, Asha takes Sanskrit in Third Language');
    expect(skipped).toHaveAttribute('readonly');
    expect(skipped).toHaveAttribute('title', 'Not taken: Asha takes Sanskrit in Third Language');
    expect(skipped.closest('td')).toHaveClass('is-skipped');
    // Bimal made no choice yet: both subjects of the group are open to him.
    expect(cell('Hindi', 'Bimal')).not.toHaveAttribute('readonly');
    expect(cell('Sanskrit', 'Bimal')).not.toHaveAttribute('readonly');
    await user.type(skipped, '40');
    expect(skipped).toHaveValue('');
    for (const name of ['Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Sanskrit'])
      await user.type(cell(name, 'Asha'), '50');
    // Six subjects taken of 600: the skipped Hindi leaves nothing pending.
    expect(screen.getByRole('row', { name: /Asha/ })).toHaveTextContent(/Marks obtained: 300/);
    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(onSave).toHaveBeenCalledWith(
      [
        {
          student_id: 'S1',
          marks: { math: 50, english: 50, physics: 50, chemistry: 50, odia: 50, hindi: null, sanskrit: 50 },
          absent: [],
        },
      ],
      1,
    );
  });

  it('names a subject as the school named it in the reader’s language', async () => {
    renderScreen(
      <MarksGridTable
        grid={{ ...grid, subjects: [...SIX, SANSKRIT] }}
        totalMarks="650"
        saving={false}
        onSave={() => undefined}
      />,
    );
    await act(() => switchLanguage('or'));
    expect(screen.getByRole('columnheader', { name: /ସଂସ୍କୃତ/ })).toBeInTheDocument();
    await act(() => switchLanguage('hi'));
    expect(screen.getByRole('columnheader', { name: /संस्कृत/ })).toBeInTheDocument();
  });
});
