import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MAIL_THREAD_NICE } from './background-priority.mjs'
import { workerMailRenderer } from './mail-renderer'
import { emlTransport } from './mail-transport'

/** A thread's nice value from its /proc stat line: field 19 of proc(5)'s list, the 17th after the name in parentheses. */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])

/** This process's threads and their nice values, by Linux thread id (empty where /proc is not). */
function threadNiceness(): Map<string, number> {
  const threads = new Map<string, number>()
  let ids: string[] = []
  try {
    ids = readdirSync('/proc/self/task')
  } catch {
    return threads
  }
  for (const id of ids) {
    try {
      threads.set(id, niceOf(readFileSync(`/proc/self/task/${id}/stat`, 'utf8')))
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads
}

/** The nice values of the threads that `start` brings into this process. */
async function niceOfThreadsStartedBy(start: () => Promise<unknown>): Promise<number[]> {
  const before = threadNiceness()
  await start()
  return [...threadNiceness()].filter(([id]) => !before.has(id)).map(([, nice]) => nice)
}

const ours = () => niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))

// Mail is background work: when a request and a mail thread both want a core, the request gets it.
describe.runIf(process.platform === 'linux')("the mail threads run below the request loop's priority", () => {
  const dir = mkdtempSync(join(tmpdir(), 'mail-threads-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('the renderer', async () => {
    const renderer = workerMailRenderer()
    try {
      const started = await niceOfThreadsStartedBy(() =>
        renderer.render(
          {
            kind: 'received',
            skuId: 'ABCDEFGHJKMNPQRS',
            name: 'Ms Amelia Rose Fernando',
            amount: '50.00',
            currency: 'USD',
          },
          'https://evisa.example.test',
        ),
      )
      expect(started).toContain(MAIL_THREAD_NICE)
      expect(MAIL_THREAD_NICE).toBeGreaterThan(ours())
    } finally {
      await renderer.close()
    }
  }, 60_000)

  it('the .eml writer', async () => {
    const transport = emlTransport(dir)
    try {
      const started = await niceOfThreadsStartedBy(async () => {
        await transport.send(
          {
            from: 'a@example.test',
            to: 'b@example.test',
            subject: 'Test',
            text: 'Words',
            html: '<p>Words</p>',
          },
          'test.eml',
        )
        await transport.commit()
      })
      expect(readdirSync(dir)).toEqual(['test.eml'])
      expect(started).toContain(MAIL_THREAD_NICE)
    } finally {
      transport.close()
    }
  }, 60_000)
})
