import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { LOGIN_STATUS_KEY } from '../lib/auth-api';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Asked even when the browser says offline: a teacher's service worker answers from what it kept.
        networkMode: 'offlineFirst',
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
    mutationCache: new MutationCache({
      // A 401 anywhere means the session is gone: the guards must see that at once.
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401)
          void client.invalidateQueries({ queryKey: LOGIN_STATUS_KEY });
      },
    }),
  });
  return client;
}

/** The app's one cache: the route loaders fill it and the screens read it, under the same keys. */
export const queryClient = createQueryClient();
