import { onlineManager, QueryClient } from '@tanstack/react-query'
import { getConnectivity } from '../offline/connectivity'

// React Query's idea of being online is the connectivity gate's (offline/connectivity.ts), not the
// browser's alone: while the traveller works offline, queries wait (or, with networkMode
// 'offlineFirst', fail at the gate) as they do without a connection.
onlineManager.setEventListener((setOnline) => {
  // Prerendering on the server has no browser to ask.
  if (typeof window === 'undefined') return undefined
  const gate = getConnectivity()
  setOnline(gate.isOnline())
  return gate.subscribe(() => setOnline(gate.isOnline()))
})

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
