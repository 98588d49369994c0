import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchMe, ME_QUERY_KEY } from './staff-api'

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  // The session can end at any time; a fresh answer on every mount of the staff area.
  staleTime: 0,
})

export function useStaffSession() {
  return useQuery(meQueryOptions)
}
