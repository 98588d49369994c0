// The country selects hold 170+ options each, four of them on /Apply: about 700 of the form's 950
// elements. Their first render shows only the empty choice and the chosen one; the whole list
// follows when the browser is idle, or at once when the traveller reaches the select (focus or
// a press on it, both before its list opens). The form so becomes usable without one long task.
import { useCallback, useEffect, useState } from 'react'
import { useHydrated } from '../../components/after-hydration'
import { whenIdle } from '../../lib/when-idle'

/** Lists longer than this wait for the idle time. */
export const LONG_LIST = 40
/** The browser's idle time, but no later than this (ms): a busy page still gets its lists. */
const IDLE_TIMEOUT_MS = 1500

/**
 * Whether a list of `length` options is shown whole yet, and `reveal` to show it now. Short lists
 * are always whole, as is every list in the build's prerender and while React hydrates it: the
 * HTML carries them so a select can be used before the JavaScript runs, and hydration keeps them.
 */
export function useLongList(length: number): { whole: boolean; reveal: () => void } {
  const rendersOverHtml = !useHydrated()
  const [whole, setWhole] = useState(() => length <= LONG_LIST || rendersOverHtml)
  useEffect(() => {
    if (!whole) return whenIdle(() => setWhole(true), IDLE_TIMEOUT_MS)
  }, [whole])
  const reveal = useCallback(() => setWhole(true), [])
  return { whole, reveal }
}
