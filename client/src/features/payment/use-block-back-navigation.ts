import { useCallback, useEffect, useRef } from 'react'
import { m } from '../../lib/i18n'

/** How long release() waits for the browser to step back before going on regardless. */
const RELEASE_TIMEOUT_MS = 1000

/**
 * Spec §2 "Payment": going back from the payment screen is refused with an alert. An extra entry
 * with the same URL and state sits on top of the history, so Back lands on it (the router sees
 * no change of location) and is put back at once. Links and in-app navigation still work.
 *
 * Returns release(): stops refusing and removes the extra entry, so that a navigation with
 * `replace` afterwards takes the payment screen's own place in the history (after a payment,
 * Back from the success page must not return to the payment).
 */
export function useBlockBackNavigation(message?: string): () => Promise<void> {
  const releaseRef = useRef<() => Promise<void>>(() => Promise.resolve())

  useEffect(() => {
    let blocking = true
    // Copying the router's state keeps its history index consistent for the extra entry.
    window.history.pushState(window.history.state, '', window.location.href)
    const onPopState = () => {
      if (!blocking) return
      window.alert(message ?? m.payment_back_blocked())
      window.history.pushState(window.history.state, '', window.location.href)
    }
    window.addEventListener('popstate', onPopState)
    releaseRef.current = () =>
      new Promise<void>((resolve) => {
        if (!blocking) {
          resolve()
          return
        }
        blocking = false
        window.removeEventListener('popstate', onPopState)
        let timer: ReturnType<typeof setTimeout> | undefined
        const done = () => {
          window.removeEventListener('popstate', done)
          clearTimeout(timer)
          resolve()
        }
        window.addEventListener('popstate', done)
        timer = setTimeout(done, RELEASE_TIMEOUT_MS)
        window.history.back()
      })
    return () => {
      blocking = false
      window.removeEventListener('popstate', onPopState)
    }
  }, [message])

  return useCallback(() => releaseRef.current(), [])
}
