/**
 * The TanStack Query client (server state). The API client already reports every failure
 * with a toast, so queries do not retry behind the user's back.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
