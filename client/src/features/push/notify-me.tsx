// "Notify me on this device when the status changes" (README "Notifications"), on the payment's
// success page and on the look-up of a paid application. Nothing is asked of the browser until the
// traveller taps; where notifications cannot work, the reason is said in words instead of a button
// that would do nothing.
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '../../lib/api'
import { m } from '../../lib/i18n'
import {
  currentPushEnvironment,
  notificationsAreOn,
  type PushAvailability,
  pushAvailability,
  turnOffNotifications,
  turnOnNotifications,
} from './push-device'
import './notify-me.css'

export const NOTIFY_ME = {
  get heading() {
    return m.push_heading()
  },
  get turnOn() {
    return m.push_turn_on()
  },
  get turningOn() {
    return m.push_turning_on()
  },
  get on() {
    return m.push_on()
  },
  get turnOff() {
    return m.push_turn_off()
  },
  get turningOff() {
    return m.push_turning_off()
  },
  get off() {
    return m.push_off()
  },
  get iosNotInstalled() {
    return m.push_ios_not_installed()
  },
  get unsupported() {
    return m.push_unsupported()
  },
  get denied() {
    return m.push_denied()
  },
  get dismissed() {
    return m.push_dismissed()
  },
  get offline() {
    return m.push_offline()
  },
  get noKey() {
    return m.push_no_key()
  },
  get openHere() {
    return m.push_open_here()
  },
  get failed() {
    return m.push_failed()
  },
}

type State =
  | { kind: 'idle'; message?: string }
  | { kind: 'busy'; label: string }
  | { kind: 'on'; message?: string }
  | { kind: 'blocked'; message: string }

function reasonOf(availability: Exclude<PushAvailability, 'possible'>): string {
  if (availability === 'ios-not-installed') return NOTIFY_ME.iosNotInstalled
  if (availability === 'denied') return NOTIFY_ME.denied
  return NOTIFY_ME.unsupported
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return NOTIFY_ME.offline
    if (error.status === 401 || error.status === 403) return NOTIFY_ME.noKey
    // 409 (too many devices), 400 (this browser's push service), 429: the server's own words.
    if (error.status >= 400 && error.status < 500 && error.message) return error.message
  }
  if (error instanceof DOMException && error.name === 'NotAllowedError') return NOTIFY_ME.denied
  return NOTIFY_ME.failed
}

export function NotifyMe({ skuId }: { skuId: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [needsKey, setNeedsKey] = useState(false)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const headingId = useId()

  useEffect(() => {
    const availability = pushAvailability(currentPushEnvironment())
    if (availability !== 'possible') {
      setState({ kind: 'blocked', message: reasonOf(availability) })
      return
    }
    let current = true
    notificationsAreOn(skuId).then(
      (on) => current && on && setState({ kind: 'on' }),
      () => {},
    )
    return () => {
      current = false
    }
  }, [skuId])

  // After each tap the answer is read out and focus moves to it (the tapped button may be gone), so
  // a keyboard user hears it too: once React has committed the message.
  const [answered, setAnswered] = useState(0)
  useEffect(() => {
    if (answered > 0) messageRef.current?.focus()
  }, [answered])

  function settle(next: State) {
    setState(next)
    setAnswered((count) => count + 1)
  }

  async function turnOn() {
    if (!navigator.onLine) {
      settle({ kind: 'idle', message: NOTIFY_ME.offline })
      return
    }
    setState({ kind: 'busy', label: NOTIFY_ME.turningOn })
    setNeedsKey(false)
    try {
      const outcome = await turnOnNotifications(skuId)
      if (outcome === 'on') settle({ kind: 'on', message: NOTIFY_ME.on })
      else if (outcome === 'denied') settle({ kind: 'blocked', message: NOTIFY_ME.denied })
      else if (outcome === 'dismissed') settle({ kind: 'idle', message: NOTIFY_ME.dismissed })
      else {
        setNeedsKey(true)
        settle({ kind: 'idle', message: NOTIFY_ME.noKey })
      }
    } catch (error) {
      const message = messageOf(error)
      setNeedsKey(message === NOTIFY_ME.noKey)
      settle({ kind: 'idle', message })
    }
  }

  async function turnOff() {
    if (!navigator.onLine) {
      settle({ kind: 'on', message: NOTIFY_ME.offline })
      return
    }
    setState({ kind: 'busy', label: NOTIFY_ME.turningOff })
    try {
      await turnOffNotifications(skuId)
      settle({ kind: 'idle', message: NOTIFY_ME.off })
    } catch (error) {
      settle({ kind: 'on', message: messageOf(error) })
    }
  }

  const message = state.kind === 'busy' ? undefined : state.message
  return (
    <section className="notify-me" aria-labelledby={headingId}>
      <h2 id={headingId}>{NOTIFY_ME.heading}</h2>
      {state.kind === 'blocked' ? null : state.kind === 'on' ? (
        <button type="button" className="button button-secondary" onClick={turnOff}>
          {NOTIFY_ME.turnOff}
        </button>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={turnOn}
          disabled={state.kind === 'busy'}
        >
          {state.kind === 'busy' ? state.label : NOTIFY_ME.turnOn}
        </button>
      )}
      <div aria-live="polite">
        {message && (
          <p
            ref={messageRef}
            tabIndex={-1}
            className={state.kind === 'on' ? 'notice notice-success' : 'notice'}
          >
            {message}
          </p>
        )}
        {needsKey && (
          <p>
            <Link to="/Preview/$id" params={{ id: skuId }}>
              {NOTIFY_ME.openHere}
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}
