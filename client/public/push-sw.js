// The service worker's Web Push handlers (README "Notifications"), loaded into the worker Workbox
// generates (vite.config.ts, workbox.importScripts). A push carries only
// { number, status, lang } (shared/push.ts PushMessage); the words are drawn here, in the
// traveller's language where we have it. A tap opens that application's look-up, where the usual
// access proof applies: the notification itself reveals nothing but the number and the status.

/** Notification words by language, then by status. */
const PUSH_WORDS = {
  en: {
    title: (number, status) => `Application ${number}: ${status}`,
    fallbackTitle: 'Your eVisa application',
    fallbackBody: 'The status of your application has changed. Tap to see it.',
    statuses: {
      RECEIVED: ['Received', 'We have your payment and will check your application.'],
      NEEDS_CORRECTION: [
        'Correction needed',
        'The agency needs a correction from you. Tap to see your application; the details are in your e-mail.',
      ],
      APPROVED: ['Approved', 'Your eVisa has been issued. Tap to download it; it was also sent by e-mail.'],
      REJECTED: ['Rejected', 'Tap to see your application; the reason was sent to you by e-mail.'],
    },
  },
}

const APPLICATION_NUMBER = /^[0-9A-HJKMNP-TV-Z]{16,32}$/

/** Title, options and the page a tap opens, for a push's data (a JSON PushMessage, or anything). */
function notificationFor(text) {
  let message
  try {
    message = JSON.parse(text)
  } catch {
    message = undefined
  }
  const words = PUSH_WORDS[message?.lang] ?? PUSH_WORDS.en
  const number =
    typeof message?.number === 'string' && APPLICATION_NUMBER.test(message.number) ? message.number : ''
  const status = words.statuses[message?.status]
  const url = number ? `/Visa-Fee?application=${number}` : '/Visa-Fee'
  const options = {
    body: status && number ? status[1] : words.fallbackBody,
    lang: PUSH_WORDS[message?.lang] ? message.lang : 'en',
    icon: '/pwa-192.png',
    // One notification per application: a newer status replaces the older one, and still alerts.
    tag: number ? `application-${number}` : 'application',
    renotify: true,
    data: { url },
  }
  return { title: status && number ? words.title(number, status[0]) : words.fallbackTitle, options }
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data ? event.data.text() : '')
  // Shown for every push, even one we cannot read: browsers penalise a push that shows nothing.
  event.waitUntil(self.registration.showNotification(title, options))
})

/**
 * Focuses a window of the app already showing that application's page, or opens one. A window on
 * another page is left as it is: the traveller may be typing there.
 */
async function openApplication(path) {
  const target = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => client.url === target)
  if (open) return open.focus()
  return self.clients.openWindow(target)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = event.notification.data?.url ?? '/Visa-Fee'
  event.waitUntil(openApplication(path))
})
