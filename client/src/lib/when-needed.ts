// What a page does for the device rather than for the page (the drafts' sync engine and save
// status, the service worker and its update prompt, the install button) is not needed before a
// first visitor acts: on / it was a fifth of the JavaScript a first visit downloaded
// (docs/decisions/013-hydrated-apply.md, docs/performance.md). It loads at idle time on a device
// that already uses it, and on any other at the traveller's first interaction.
import { useEffect, useState } from 'react'
import { whenIdle } from './when-idle'

// offline/idb.ts's DB_NAME, not imported: that would bring the IndexedDB library to every page.
const DRAFTS_DATABASE = 'evisa'
// A tap, a key, a focus or a change to a field (a scroll on a phone begins with a touch).
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change', 'wheel'] as const

/** Whether this device already uses the app: its service worker controls the page, or it keeps drafts. */
async function deviceUsesApp(): Promise<boolean> {
  if (navigator.serviceWorker?.controller) return true
  // Offline, every page says so (the save status): that needs the device's side of the app.
  if (!navigator.onLine) return true
  // A browser that cannot list its databases may hold drafts to send: assume it does.
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true
  try {
    return (await indexedDB.databases()).some((database) => database.name === DRAFTS_DATABASE)
  } catch {
    return true
  }
}

/**
 * A promise that resolves at the traveller's first interaction, when the connection is lost, or
 * in idle time (within 2 s) on a device that already uses the app; `mark` resolves it at once.
 */
function deviceNeeds(): { promise: Promise<void>; mark: () => void } {
  let mark = () => {}
  const promise = new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true)
      resolve()
    }
    mark = done
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true })
    window.addEventListener('offline', done, { once: true })
    whenIdle(() => {
      void deviceUsesApp().then((uses) => {
        if (uses) done()
      })
    }, 2000)
  })
  return { promise, mark }
}

let needed: ReturnType<typeof deviceNeeds> | null = null
let installNeeded: ReturnType<typeof deviceNeeds> | null = null

/**
 * Resolves once the page needs the device's side of the app: in idle time (within 2 s) on a
 * device that already uses it, so a queued application is sent as before (ADR 003); as soon as
 * the page opens the device's database or the connection is lost; otherwise at the traveller's
 * first interaction.
 */
export function whenDeviceFeaturesNeeded(): Promise<void> {
  needed ??= deviceNeeds()
  return needed.promise
}

/**
 * Resolves once the page needs the installable app (the service worker's registration with its
 * update prompt, the install button): as whenDeviceFeaturesNeeded, except that a page opening the
 * drafts database does not bring it. A first visitor of /Apply gets the drafts' side as the page
 * opens its draft, and the service worker at the first tap or key, as on every other page:
 * registering it was a long task of its own while the form was still being hydrated
 * (docs/performance.md), and a traveller who never touches the page has nothing to keep offline.
 */
export function whenInstallFeaturesNeeded(): Promise<void> {
  installNeeded ??= deviceNeeds()
  return installNeeded.promise
}

/**
 * Says the page needs the device's side of the app now: it opens the drafts database (a page that
 * keeps drafts, such as /Apply or Partly Filled Applications, on a first visit too).
 */
export function markDeviceFeaturesNeeded(): void {
  if (typeof window === 'undefined') return
  void whenDeviceFeaturesNeeded()
  needed?.mark()
}

/**
 * False until whenDeviceFeaturesNeeded (or, for `install`, whenInstallFeaturesNeeded) has
 * resolved (always false in the prerender).
 */
export function useDeviceFeaturesNeeded(kind: 'device' | 'install' = 'device'): boolean {
  const [isNeeded, setNeeded] = useState(false)
  useEffect(() => {
    let current = true
    void (kind === 'install' ? whenInstallFeaturesNeeded() : whenDeviceFeaturesNeeded()).then(() => {
      if (current) setNeeded(true)
    })
    return () => {
      current = false
    }
  }, [kind])
  return isNeeded
}
