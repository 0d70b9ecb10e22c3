import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../app/providers';
import { queryClient } from '../app/query-client';
import { routes, signedInPatcher } from '../app/routes';

/**
 * Renders a screen as the app does: inside a query client and a data router (screens with
 * unsaved work block navigation through it). `rerender` swaps the element in place, so the
 * screen keeps its state as it would on a new prop; `history` navigates as a link would.
 */
export function renderScreen(ui: ReactElement, path = '/') {
  let swap: (next: ReactElement) => void = () => undefined;
  function Holder() {
    const [current, setCurrent] = useState(ui);
    swap = setCurrent;
    return current;
  }
  // The browser's own history, so a test can press Back (window.history.back()) too.
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', Component: Holder }]);
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const history = {
    push: (to: string) => router.navigate(to),
    back: () => router.navigate(-1),
    get location() {
      return router.state.location;
    },
  };
  return { ...result, router, history, rerender: (next: ReactElement) => act(() => swap(next)) };
}

/**
 * The whole app at `path`, with its real routes, loaders and query cache (emptied first): for
 * what happens between the address and the screen.
 */
export function renderApp(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: signedInPatcher() });
  return { ...render(<RouterProvider router={router} />), router };
}
