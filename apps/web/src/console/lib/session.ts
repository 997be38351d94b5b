import type { SessionResponse } from '@spt/contracts';
import {
  MutationCache,
  type QueryClient as QC,
  QueryCache,
  QueryClient,
  useQuery,
} from '@tanstack/react-query';
import { ConsoleApiError, fetchSession } from './api';

export const SESSION_KEY = ['session'] as const;

/** The session query: the operator and the CSRF token, or null when nobody is signed in. */
export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
};

export function useSession() {
  return useQuery(sessionQuery);
}

/** The CSRF token of the current session, for a state-changing request. */
export function csrfTokenOf(queryClient: QC): string | undefined {
  return queryClient.getQueryData<SessionResponse | null>(SESSION_KEY)?.csrfToken;
}

/**
 * The console's query client. Any 401 from any call means the session is gone: the session becomes
 * null, and the signed-in layout then shows the sign-in page (which returns to the same place). Client
 * errors are never retried; a network failure or a 5xx is retried twice.
 */
export function createConsoleQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ConsoleApiError && error.status === 401) queryClient.setQueryData(SESSION_KEY, null);
    // A refused CSRF token: the session may have been renewed; read it again.
    if (error instanceof ConsoleApiError && error.code === 'csrf') {
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failureCount, error) =>
          error instanceof ConsoleApiError && error.status > 0 && error.status < 500
            ? false
            : failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
