import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../app/providers';

/**
 * Renders a screen as the app does: inside a query client and a data router (screens with
 * unsaved work block navigation, which needs one). `rerender` swaps the element in place, so the
 * screen keeps its state as it would on a new prop.
 */
export function renderScreen(ui: ReactElement, path = '/') {
  let swap: (next: ReactElement) => void = () => undefined;
  function Holder() {
    const [current, setCurrent] = useState(ui);
    swap = setCurrent;
    return current;
  }
  const router = createMemoryRouter([{ path: '*', element: <Holder /> }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, rerender: (next: ReactElement) => act(() => swap(next)) };
}
