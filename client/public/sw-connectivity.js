// The service worker's part of the connectivity gate (client/src/offline/connectivity.ts,
// docs/decisions/014-connectivity-gate.md). Workbox's generated worker imports it first
// (vite.config.ts, workbox.importScripts), so its fetch listener runs before Workbox's.
//
// While the traveller works offline, no request for the API or the uploads leaves through this
// worker: each is answered as a request without a connection is (a network error), whoever made
// it, the app's own helpers or anything else on the page. The worker learns the switch from the
// page by message and reads it from the app's IndexedDB when it starts, since the browser stops an
// idle worker and starts it again for the next request. Plain JavaScript: it is served as it is.

const WORK_OFFLINE_SETTING = 'work-offline'
const WORK_OFFLINE_MESSAGE = 'evisa:work-offline'
const WORK_OFFLINE_QUERY = 'evisa:work-offline?'
// What the server answers with a traveller's data; everything else is the app itself, precached.
const GATED_PATH = /^\/(api|uploads)\//

/** true or false once known; null until the stored switch has been read at start. */
let workOffline = null

/** The switch as the app stored it; false when the app's database or its settings do not exist yet. */
function readStoredSwitch() {
  return new Promise((resolve) => {
    let request
    try {
      request = indexedDB.open('evisa')
    } catch {
      resolve(false)
      return
    }
    // No database yet: never create one here, the app creates it with its own schema.
    request.onupgradeneeded = () => request.transaction.abort()
    request.onerror = () => resolve(false)
    request.onblocked = () => resolve(false)
    request.onsuccess = () => {
      const db = request.result
      // The app upgrading its database must not wait for this worker.
      db.onversionchange = () => db.close()
      if (!db.objectStoreNames.contains('settings')) {
        db.close()
        resolve(false)
        return
      }
      const read = db.transaction('settings').objectStore('settings').get(WORK_OFFLINE_SETTING)
      read.onsuccess = () => {
        db.close()
        resolve(read.result?.value === true)
      }
      read.onerror = () => {
        db.close()
        resolve(false)
      }
    }
  })
}

const stored = readStoredSwitch().then((on) => {
  // A message that came meanwhile is newer than what was stored when reading began.
  if (workOffline === null) workOffline = on
})

self.addEventListener('message', (event) => {
  const data = event.data
  if (data?.type === WORK_OFFLINE_MESSAGE && typeof data.workOffline === 'boolean') {
    workOffline = data.workOffline
  } else if (data?.type === WORK_OFFLINE_QUERY) {
    // The app's diagnostics ask what this worker believes.
    void stored.then(() => event.ports[0]?.postMessage({ workOffline: workOffline === true }))
  }
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || !GATED_PATH.test(url.pathname)) return
  if (workOffline === true) {
    event.respondWith(Response.error())
    return
  }
  // Just started, switch not read yet: this one request waits for it. Otherwise (switch off) the
  // worker stays out of the way and the request goes to the network as it always did.
  if (workOffline === null) {
    event.respondWith(stored.then(() => (workOffline === true ? Response.error() : fetch(event.request))))
  }
})

/** For other parts of this worker that make requests of their own. */
self.evisaConnectivity = {
  ready: stored,
  isWorkingOffline: () => workOffline === true,
}
