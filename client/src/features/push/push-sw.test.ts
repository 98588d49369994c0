// client/public/push-sw.js runs in the service worker, outside the app's bundle; here it runs
// against a stand-in for the worker's global scope, so its words are checked for every status the
// server pushes (the browser test checks it in a real service worker).
import { describe, expect, it } from 'vitest'
import { PUSHED_STATUSES, type PushMessage } from '../../../../shared/push'
import source from '../../../public/push-sw.js?raw'

type Listener = (event: unknown) => void

function loadWorker() {
  const listeners = new Map<string, Listener>()
  const shown: { title: string; options: NotificationOptions & { data: { url: string } } }[] = []
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options })
      },
    },
    location: { origin: 'https://evisa.example' },
  }
  new Function('self', source)(scope)
  async function push(text: string) {
    const waits: Promise<unknown>[] = []
    listeners.get('push')?.({ data: { text: () => text }, waitUntil: (p: Promise<unknown>) => waits.push(p) })
    await Promise.all(waits)
    return shown.at(-1)
  }
  return { push }
}

const NUMBER = '0ABCDEFGHJKMNPQR'

describe('the notification a push shows', () => {
  it.each(PUSHED_STATUSES)('has words for %s, and opens that application’s look-up', async (status) => {
    const message: PushMessage = { number: NUMBER, status, lang: 'en' }
    const shown = await loadWorker().push(JSON.stringify(message))
    expect(shown?.title).toMatch(new RegExp(`^Application ${NUMBER}: \\S`))
    expect(shown?.options.body).toBeTruthy()
    expect(shown?.options.tag).toBe(`application-${NUMBER}`)
    expect(shown?.options.data.url).toBe(`/Visa-Fee?application=${NUMBER}`)
  })

  it('reads "Approved" for an approval', async () => {
    const shown = await loadWorker().push(JSON.stringify({ number: NUMBER, status: 'APPROVED', lang: 'en' }))
    expect(shown?.title).toBe(`Application ${NUMBER}: Approved`)
  })

  it('falls back to English for a language it has no words in', async () => {
    const shown = await loadWorker().push(JSON.stringify({ number: NUMBER, status: 'REJECTED', lang: 'si' }))
    expect(shown?.title).toBe(`Application ${NUMBER}: Rejected`)
    expect(shown?.options.lang).toBe('en')
  })

  it('still shows a notification for a push it cannot read, and links nowhere it was not meant to', async () => {
    const shown = await loadWorker().push('{"number":"../../evil","status":"APPROVED"}')
    expect(shown?.title).toBe('Your eVisa application')
    expect(shown?.options.data.url).toBe('/Visa-Fee')
    expect((await loadWorker().push('not json'))?.title).toBe('Your eVisa application')
  })
})
