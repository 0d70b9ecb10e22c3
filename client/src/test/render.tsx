import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createQueryClient } from '../app/providers';
import { guardedBrowserHistory } from '../lib/navigation-hold';

/**
 * Renders a screen as the app does: inside a query client and the app's own browser history
 * (screens with unsaved work hold navigation through it). `rerender` swaps the element in
 * place, so the screen keeps its state as it would on a new prop.
 */
export function renderScreen(ui: ReactElement, path = '/') {
  let swap: (next: ReactElement) => void = () => undefined;
  function Holder() {
    const [current, setCurrent] = useState(ui);
    swap = setCurrent;
    return current;
  }
  const history = guardedBrowserHistory();
  history.replace(path);
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <HistoryRouter history={history}>
        <Holder />
      </HistoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, history, rerender: (next: ReactElement) => act(() => swap(next)) };
}
