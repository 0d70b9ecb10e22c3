import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient } from './query-client';

export { createQueryClient } from './query-client';

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A route whose screens use the query cache; the sign-in page does not, so it loads without it. */
export function QueryLayout() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}
