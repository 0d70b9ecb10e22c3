import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassSubmissionRow } from '@contracts/submissions';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { MarkingTable } from './marking-table';

const row = (over: Partial<ClassSubmissionRow>): ClassSubmissionRow => ({
  student_id: 'S1',
  name: 'Asha',
  section: 'A',
  state: 'handed_in',
  submitted_at: '2026-01-05T09:00:00Z',
  mark: null,
  comment: null,
  submission_id: 1,
  body: 'My answer',
  file_url: null,
  file_name: null,
  file_type: null,
  ...over,
});
const rows = [
  row({}),
  row({ student_id: 'S2', name: 'Bimal', state: 'missing', submitted_at: null, submission_id: null, body: null }),
  row({ student_id: 'S3', name: 'Chitra', state: 'late', submission_id: 3 }),
];
const mark = (name: string, id: string) => screen.getByLabelText(`Mark for ${name} (${id})`);

afterEach(() => vi.unstubAllGlobals());

describe('the marking list', { timeout: 15_000 }, () => {
  it('saves a row with Enter and moves to the next pupil who handed in, passing over the missing one', async () => {
    const onSave = vi.fn().mockResolvedValue(true);
    const onSelect = vi.fn();
    renderScreen(<MarkingTable rows={rows} selected={null} onSelect={onSelect} onSave={onSave} />);
    const user = userEvent.setup();
    expect(screen.getByRole('row', { name: /Bimal/ })).toHaveTextContent('Missing');
    expect(screen.queryByLabelText('Mark for Bimal (S2)')).toBeNull();
    await user.click(mark('Asha', 'S1'));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await user.keyboard('8/10');
    await user.tab();
    await user.keyboard('Neat work{Enter}');
    expect(onSave).toHaveBeenCalledWith(rows[0], { mark: '8/10', comment: 'Neat work' });
    await waitFor(() => expect(screen.getByLabelText('Comment for Chitra (S3)')).toHaveFocus());
    expect(onSelect).toHaveBeenLastCalledWith(3);
  });

  it('moves without saving when nothing changed or no mark is given, stays when the save fails, and returns work', async () => {
    const onSave = vi.fn().mockResolvedValue(false);
    renderScreen(<MarkingTable rows={rows} selected={null} onSelect={() => undefined} onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(mark('Asha', 'S1'));
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(mark('Chitra', 'S3')).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(mark('Asha', 'S1')).toHaveFocus();
    await user.keyboard('B{Enter}');
    expect(onSave).toHaveBeenCalledWith(rows[0], { mark: 'B', comment: undefined });
    expect(mark('Asha', 'S1')).toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: 'Return for redoing' })[1]);
    expect(onSave).toHaveBeenLastCalledWith(rows[2], { return: true, comment: undefined });
  });

  it("opens a pupil's work history (handed in, marked, marked again) from the row, none for a missing pupil", async () => {
    const seen = stubNetwork({
      'GET /api/history': {
        body: [
          { at: '2026-01-06T10:00:00Z', by: 'T01', action: 'update', changes: { mark: ['7/10', '9/10'] } },
          { at: '2026-01-05T10:00:00Z', by: 'T01', action: 'update', changes: { mark: [null, '7/10'] } },
          { at: '2026-01-05T09:00:00Z', by: 'S1', action: 'insert', changes: { state: [null, 'handed_in'] } },
        ],
      },
    });
    renderScreen(<MarkingTable rows={rows} selected={null} onSelect={() => undefined} onSave={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'History of Bimal (S2)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'History of Asha (S1)' }));
    const list = await screen.findByRole('list', { name: 'History, newest first', hidden: true });
    expect(list).toHaveTextContent('mark: 7/10 → 9/10');
    expect(list).toHaveTextContent('mark: — → 7/10');
    expect(seen.find((r) => r.path === '/api/history')?.query).toEqual({ table: 'assignment_submissions', id: '1' });
    expect(screen.queryByRole('button', { name: 'Restore', hidden: true })).toBeNull();
  });
});
