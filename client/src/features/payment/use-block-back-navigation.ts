import { useEffect } from 'react'

export const BACK_BLOCKED_MESSAGE = 'You cannot navigate back from this page.'

/**
 * Spec §2 "Payment": going back from the payment screen is refused with an alert. An extra entry
 * with the same URL and state sits on top of the history, so Back lands on it (the router sees
 * no change of location) and is put back at once. Links and in-app navigation still work.
 */
export function useBlockBackNavigation(message: string = BACK_BLOCKED_MESSAGE) {
  useEffect(() => {
    // Copying the router's state keeps its history index consistent for the extra entry.
    window.history.pushState(window.history.state, '', window.location.href)
    const onPopState = () => {
      window.alert(message)
      window.history.pushState(window.history.state, '', window.location.href)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [message])
}
