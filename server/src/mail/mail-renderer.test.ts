import { afterAll, describe, expect, it } from 'vitest'
import type { MailPayload } from './mail-kinds'
import { workerMailRenderer } from './mail-renderer'
import { renderMail } from './mail-templates'

const PUBLIC_URL = 'https://evisa.example.test'
const RECEIVED: MailPayload = {
  kind: 'received',
  skuId: 'ABCDEFGHJKMNPQRS',
  name: 'Ms Amelia Rose Fernando',
  amount: '50.00',
  currency: 'USD',
}

describe('the mail renderer thread', () => {
  const renderer = workerMailRenderer()
  afterAll(() => renderer.close())

  it('draws the "received" mail word for word as the templates do in the server itself', async () => {
    const [inWorker, inProcess] = await Promise.all([
      renderer.render(RECEIVED, PUBLIC_URL),
      renderMail(RECEIVED, PUBLIC_URL),
    ])
    expect(inWorker).toEqual(inProcess)
    expect(inWorker.text).toContain('ABCDEFGHJKMNPQRS')
  }, 60_000)

  it('answers a mail it cannot draw with an error (the sender retries it) and goes on drawing the next', async () => {
    const broken = null as unknown as MailPayload
    await expect(renderer.render(broken, PUBLIC_URL)).rejects.toThrow(/could not be rendered/)
    expect((await renderer.render(RECEIVED, PUBLIC_URL)).html).toContain('ABCDEFGHJKMNPQRS')
  }, 60_000)

  it('draws the renders asked for together (a batch) each for its own mail, a broken one failing alone', async () => {
    const numbers = ['ABCDEFGHJKMNPQR1', 'ABCDEFGHJKMNPQR2', 'ABCDEFGHJKMNPQR3']
    const renders = [
      ...numbers.map((skuId) => renderer.render({ ...RECEIVED, skuId }, PUBLIC_URL)),
      renderer.render(null as unknown as MailPayload, PUBLIC_URL),
    ]
    const results = await Promise.allSettled(renders)
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ])
    for (const [index, skuId] of numbers.entries()) {
      const result = results[index]
      expect(result?.status === 'fulfilled' && result.value.text).toContain(skuId)
      for (const other of numbers.filter((number) => number !== skuId)) {
        expect(result?.status === 'fulfilled' && result.value.text).not.toContain(other)
      }
    }
  }, 60_000)
})
