import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query cache for the console. A failed read is retried once, and only when it
 * may pass on a second try (network, 5xx other than 501); an auth, permission, input or
 * not-implemented answer is final at once, so the page shows it without a delay of retries.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = (error as { status?: number } | null)?.status ?? 0;
          const transient = status === 0 || (status >= 500 && status !== 501);
          return transient && failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
