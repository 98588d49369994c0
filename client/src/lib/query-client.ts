import { QueryClient } from '@tanstack/react-query'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again; a dropped connection might.
      retry: (failureCount, error) => failureCount < 2 && (error as { status?: number }).status === 0,
      refetchOnWindowFocus: false,
    },
  },
})
