// The app-wide API client and query client. When a refresh fails the session is cleared; the route guard
// sees that and sends the visitor to /login, remembering the page they were on.
import { QueryClient } from '@tanstack/react-query';
import { ApiError, createApiClient } from './api-client';
import { session } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again; network blips might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export const api = createApiClient({
  session,
  onSessionExpired: () => queryClient.clear(),
});

export { ApiError };
