// A real SMTP server in the test process (smtp-server) that parses what arrives with mailparser.
// It can refuse the next messages (451) or drop the next connections, to test retries.
import type { AddressInfo, Socket } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  to: string
  from: string
  subject: string
  text: string
  html: string
  messageId: string
  replyTo: string
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

function addressText(value: ParsedMail['to'] | ParsedMail['replyTo']): string {
  if (!value) return ''
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ')
}

export function toCaught(parsed: ParsedMail): CaughtMail {
  return {
    to: addressText(parsed.to),
    from: addressText(parsed.from),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    messageId: parsed.messageId ?? '',
    replyTo: addressText(parsed.replyTo),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content,
    })),
  }
}

export interface TestSmtpServer {
  url: string
  mails: CaughtMail[]
  /** Answers the next `count` messages with 451 (try again later). */
  refuseNext(count: number): void
  /** Closes the next `count` connections as soon as they open. */
  dropNext(count: number): void
  /**
   * Holds the next message before answering it: `arrived` resolves once it is in, and it is
   * accepted when `release` is called (the sender is then busy sending it until released).
   */
  holdNext(): { arrived: Promise<void>; release: () => void }
  /** Connections dropped or messages refused so far. */
  readonly failures: number
  /** Resolves once `count` mails have arrived in all. */
  waitForMails(count: number, timeoutMs?: number): Promise<CaughtMail[]>
  close(): Promise<void>
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: CaughtMail[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  let refuse = 0
  let drop = 0
  let failures = 0
  let hold: { arrive: () => void; released: Promise<void> } | undefined

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse > 0) {
        refuse -= 1
        failures += 1
        stream.resume()
        stream.on('end', () => {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
          callback(error)
        })
        return
      }
      const held = hold
      hold = undefined
      simpleParser(stream).then(
        async (parsed) => {
          if (held) {
            held.arrive()
            await held.released
          }
          mails.push(toCaught(parsed))
          callback()
          for (const waiter of waiters.filter((w) => mails.length >= w.count)) waiter.resolve()
        },
        (error: Error) => callback(error),
      )
    },
  })
  // smtp-server's own net.Server: drop connections before the greeting.
  const net = (server as unknown as { server: import('node:net').Server }).server
  net.prependListener('connection', (socket: Socket) => {
    if (drop > 0) {
      drop -= 1
      failures += 1
      socket.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = net.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext: (count) => {
      refuse = count
    },
    dropNext: (count) => {
      drop = count
    },
    holdNext() {
      let arrive = () => {}
      let release = () => {}
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve
      })
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      hold = { arrive, released }
      return { arrived, release }
    },
    get failures() {
      return failures
    },
    // A bound, not a measure: the first mail of an app starts the renderer thread, which on a loaded
    // machine (PostgreSQL tests beside others) took over 10 s.
    waitForMails(count, timeoutMs = 60_000) {
      if (mails.length >= count) return Promise.resolve(mails)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Expected ${count} mails, ${mails.length} arrived.`)),
          timeoutMs,
        )
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer)
            resolve(mails)
          },
        })
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
