import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { useHistoryAction } from './history-dialog';

function Rows({ ids }: { ids: number[] }) {
  const history = useHistoryAction('fees');
  return (
    <>
      <button type="button">Before</button>
      <table>
        <tbody>
          {ids.map((id) => (
            <tr key={id}>
              <td>
                <input aria-label={`Amount ${id}`} />
                {history.button(id, `receipt ${id}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button">After</button>
    </>
  );
}

const historyOf = (id: number) => screen.getByRole('button', { name: `History of receipt ${id}` });

describe('the History buttons of a table', () => {
  it('are one Tab stop, moved between with the arrow keys, keeping the one last used', async () => {
    const user = userEvent.setup();
    const { rerender } = renderScreen(<Rows ids={[1, 2, 3]} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByLabelText('Amount 1')).toHaveFocus();
    await user.tab();
    expect(historyOf(1)).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Amount 2')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Amount 3')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    historyOf(1).focus();
    await user.keyboard('{ArrowDown}');
    expect(historyOf(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(historyOf(3)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(historyOf(2)).toHaveFocus();
    expect([1, 2, 3].map((id) => historyOf(id).tabIndex)).toEqual([-1, 0, -1]);

    // The row holding the stop goes (another page, a filter): the first one left takes it.
    await rerender(<Rows ids={[1, 3, 4]} />);
    await act(() => Promise.resolve());
    expect([1, 3, 4].map((id) => historyOf(id).tabIndex)).toEqual([0, -1, -1]);
  });
});
