// The traveller's inbox in the browser tests: the real server writes each mail as an .eml file
// under its data folder (no SMTP_URL), and the tests read them there as a traveller would.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { expect } from './fixtures'
import { E2E_DATA_DIR } from './support'

const MAIL_DIR = join(E2E_DATA_DIR, 'mail')

export interface Inbox {
  to: string
  subject: string
  text: string
  attachments: { filename?: string; content: Buffer }[]
}

export async function mailsTo(address: string): Promise<Inbox[]> {
  const files = await readdir(MAIL_DIR).catch(() => [] as string[])
  const mails: Inbox[] = []
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await readFile(join(MAIL_DIR, file)))
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '')
    if (to !== address) continue
    mails.push({
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      attachments: parsed.attachments,
    })
  }
  return mails
}

/**
 * Waits for the mail whose subject contains `subject` to arrive for `address`; `timeout` for a
 * test that may send the server's first mail, which waits for the mail renderer's worker to start.
 */
export async function waitForMail(address: string, subject: string, timeout = 60_000): Promise<Inbox> {
  let found: Inbox | undefined
  // The outbox renders and writes mails in the background: a while on a loaded machine (a wait,
  // not a measure).
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => mail.subject.includes(subject))
        return Boolean(found)
      },
      { timeout },
    )
    .toBe(true)
  return found as Inbox
}
