import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import type { KeptSave } from '../lib/offline/queue-rules';
import { OfflineConflict } from './offline-conflict';

const gridSave: KeptSave = {
  id: 7,
  key: '"g"',
  path: '/admin/marks/grid',
  what: 'Marks 6C, Unit 1',
  state: 'conflict',
  reason: "2 students' marks were changed by someone else since your copy. Choose which to keep.",
  body: { entries: [] },
  conflicts: [
    { student_id: 'S1', name: 'Asha Rao', subject: 'math', yours: 41, theirs: 45 },
    { student_id: 'S2', name: 'Bina Das', subject: 'math', yours: 42, theirs: 'AB' },
    { student_id: 'S2', name: 'Bina Das', subject: 'english', yours: null, theirs: 30 },
  ],
};

describe('a marks grid save that another teacher changed meanwhile', () => {
  it('shows both marks of each changed subject and sends the teacher’s choice, their own where they chose nothing', async () => {
    const onSend = vi.fn();
    renderScreen(
      <ul>
        <OfflineConflict save={gridSave} onSend={onSend} />
      </ul>,
    );
    expect(await screen.findByText(/changed by someone else since your copy/)).toBeInTheDocument();
    const asha = screen.getByRole('group', { name: 'Asha Rao: math' });
    expect(asha).toHaveTextContent('Yours: 41');
    expect(asha).toHaveTextContent('On the server: 45');
    expect(screen.getByRole('group', { name: 'Bina Das: math' })).toHaveTextContent('On the server: AB');
    expect(screen.getByRole('group', { name: 'Bina Das: english' })).toHaveTextContent('Yours: no mark');

    await userEvent.click(screen.getByRole('radio', { name: 'On the server: 45' }));
    await userEvent.click(screen.getByRole('radio', { name: 'On the server: 30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my choice' }));
    expect(onSend).toHaveBeenCalledWith({ 'S1 math': 45, 'S2 math': 42, 'S2 english': 30 });
  });

  it('keeps a register conflict as it was: a status each, untaken on the server sends the teacher’s own', async () => {
    const onSend = vi.fn();
    renderScreen(
      <ul>
        <OfflineConflict
          save={{
            ...gridSave,
            path: '/attendance/register',
            conflicts: [
              { student_id: 'S1', name: 'Asha Rao', yours: 'Present', theirs: 'Absent' },
              { student_id: 'S2', name: 'Bina Das', yours: 'Absent', theirs: null },
            ],
          }}
          onSend={onSend}
        />
      </ul>,
    );
    expect(await screen.findByRole('group', { name: 'Bina Das' })).toHaveTextContent('On the server: not taken');
    await userEvent.click(screen.getByRole('radio', { name: 'On the server: Absent' }));
    await userEvent.click(screen.getByRole('radio', { name: 'On the server: not taken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my choice' }));
    expect(onSend).toHaveBeenCalledWith({ S1: 'Absent', S2: 'Absent' });
  });
});
