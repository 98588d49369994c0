// The traffic the crash test drives at the server: what a crowd of travellers does, all at once.
// Each application and draft has at most one request in flight, like one traveller's browser;
// an answer lost to a crash is resolved the way the client does it (a create is replayed with its
// Idempotency-Key; a draft is read back before the next save).
import { randomUUID } from 'node:crypto'
import {
  type ApplicationEntry,
  applicationPayload,
  type DraftEntry,
  type Ledger,
  randomPassportCopy,
} from './ledger'

export type Answer = { status: number; body: unknown }
export type Outcome = Answer | { error: string }

const REQUEST_TIMEOUT_MS = 15_000

/** The status of an answer; undefined when none came. */
export function statusOf(outcome: Outcome): number | undefined {
  return 'error' in outcome ? undefined : outcome.status
}

/** Answered 2xx: the write is acknowledged and must survive anything. */
export function isAcknowledged(outcome: Outcome): boolean {
  const status = statusOf(outcome)
  return status !== undefined && status >= 200 && status < 300
}

/** One HTTP call; any failure to get a whole answer (the server died mid-way) is `{ error }`. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  { json, body, headers = {} }: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: json === undefined ? body && new Uint8Array(body) : JSON.stringify(json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // Not JSON: kept as text for the report.
    }
    return { status: response.status, body: parsed }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { error: cause?.code ?? (error as Error).name ?? 'error' }
  }
}

function multipart(bytes: Buffer) {
  const boundary = `----crash-${randomUUID()}`
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="passport.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

type Action = 'create' | 'update' | 'draft' | 'contact' | 'upload' | 'payment'

export class Workload {
  private stopped = false
  private paymentToken: string | undefined
  /** 5xx answers other than the payment provider's 502: the server failed on good input. */
  readonly serverErrors: string[] = []
  private answered!: () => void
  /** Resolves at the first acknowledged write: the server is warm and taking work. */
  readonly firstAcknowledged = new Promise<void>((resolve) => {
    this.answered = resolve
  })

  constructor(
    private readonly ledger: Ledger,
    private readonly baseUrl: string,
    private readonly random: () => number,
    private readonly payments: boolean,
  ) {}

  stop(): void {
    this.stopped = true
  }

  /** Runs `concurrency` clients until stop(); resolves once each has had its last answer. */
  run(concurrency: number): Promise<void> {
    return Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (!this.stopped) await this.step()
      }),
    ).then(() => undefined)
  }

  private pick<T>(items: T[]): T | undefined {
    return items.length === 0 ? undefined : items[Math.floor(this.random() * items.length)]
  }

  /** One action, drawn by its weight; the same draws, for one seed, as ever. */
  private chooseAction(): () => Promise<void> {
    const weighted: [number, () => Promise<void>][] = [
      [25, () => this.create()],
      [20, () => this.update()],
      [20, () => this.saveDraft()],
      [10, () => this.contact()],
      [10, () => this.upload()],
      [this.payments ? 15 : 0, () => this.pay()],
    ]
    let roll = this.random() * weighted.reduce((sum, [weight]) => sum + weight, 0)
    for (const [weight, run] of weighted) {
      roll -= weight
      if (roll < 0) return run
    }
    return () => this.create()
  }

  private note(kind: Action, path: string, outcome: Outcome) {
    this.ledger.record(kind, outcome)
    if (isAcknowledged(outcome)) this.answered()
    if (!('error' in outcome) && outcome.status >= 500 && outcome.status !== 502) {
      this.serverErrors.push(`${kind} ${path}: ${outcome.status} ${JSON.stringify(outcome.body)}`)
    }
  }

  private step(): Promise<void> {
    return this.chooseAction()()
  }

  private async create() {
    // A create whose answer was lost is sent again with the same key, as the client's outbox does.
    const pending = this.ledger.applications.filter((entry) => !entry.createAcked && !entry.busy)
    const passportCopy = this.random() < 0.5 ? (this.pick(this.ledger.uploads)?.filename ?? '') : ''
    const entry = this.pick(pending) ?? this.ledger.newApplication(passportCopy)
    entry.busy = true
    if (!entry.sentRevisions.includes(0)) entry.sentRevisions.push(0)
    const path = '/api/srilanka/create-application'
    const outcome = await call(this.baseUrl, 'POST', path, {
      json: entry.createPayload,
      headers: { 'idempotency-key': entry.idempotencyKey },
    })
    this.note('create', path, outcome)
    if (isAcknowledged(outcome)) {
      const { data } = (outcome as Answer).body as { data: { sku_id: string; access_key: string } }
      entry.skuId = data.sku_id
      entry.accessKey = data.access_key
      entry.createAcked = true
      entry.ackedRevision ??= 0
    }
    entry.busy = false
  }

  private updatable(): ApplicationEntry[] {
    return this.ledger.applications.filter(
      (entry) => entry.createAcked && entry.payment === 'none' && !entry.busy,
    )
  }

  private async update() {
    const entry = this.pick(this.updatable())
    if (!entry?.skuId) return this.create()
    entry.busy = true
    const revision = Math.max(...entry.sentRevisions) + 1
    entry.sentRevisions.push(revision)
    const path = `/api/srilanka/update-application/${entry.skuId}`
    const outcome = await call(this.baseUrl, 'PUT', path, {
      json: applicationPayload(entry.index, revision, entry.passportCopy),
      headers: { 'x-application-key': entry.accessKey ?? '' },
    })
    this.note('update', '/api/srilanka/update-application/:id', outcome)
    if (isAcknowledged(outcome)) {
      entry.ackedRevision = revision
      entry.ackedUpdates += 1
    } else if (statusOf(outcome) === 409) {
      // Paid by a capture whose answer was lost.
      entry.payment = 'attempted'
    }
    entry.busy = false
  }

  private async saveDraft() {
    const idle = this.ledger.drafts.filter((entry) => !entry.busy)
    const entry: DraftEntry = (this.random() < 0.7 ? this.pick(idle) : undefined) ?? this.ledger.newDraft()
    entry.busy = true
    try {
      const path = `/api/srilanka/drafts/${entry.id}`
      if (entry.knownVersion === undefined) {
        // The last save's answer was lost: read what the server has before saving again.
        const current = await call(this.baseUrl, 'GET', path)
        if ('error' in current) return
        if (current.status === 404) entry.knownVersion = 0
        else if (current.status === 200) entry.knownVersion = (current.body as { version: number }).version
        else return
      }
      const version = entry.knownVersion + 1
      const nonce = randomUUID()
      const sent = entry.sent.get(version) ?? new Set<string>()
      sent.add(nonce)
      entry.sent.set(version, sent)
      const outcome = await call(this.baseUrl, 'PUT', path, {
        json: {
          data: { nonce, version, surname: 'DRAFT', notes: 'x'.repeat(Math.floor(this.random() * 2000)) },
          version,
        },
      })
      this.note('draft', '/api/srilanka/drafts/:id', outcome)
      if (isAcknowledged(outcome)) {
        entry.ackedVersion = version
        entry.ackedNonce = nonce
        entry.ackedSaves += 1
        entry.knownVersion = version
      } else if (statusOf(outcome) === 409) {
        entry.knownVersion = ((outcome as Answer).body as { draft: { version: number } }).draft.version
      } else {
        entry.knownVersion = undefined
      }
    } finally {
      entry.busy = false
    }
  }

  private async contact() {
    const entry = this.ledger.newContact()
    const path = '/api/srilanka/createContactUS'
    const outcome = await call(this.baseUrl, 'POST', path, {
      json: {
        Given_Name: 'Crash Test',
        Email: 'crash.test@example.com',
        contact_no: '+44 7700 900123',
        Nationality: 'UNITED KINGDOM',
        remarks: entry.tag,
      },
    })
    this.note('contact', path, outcome)
    if (isAcknowledged(outcome)) entry.acked = true
  }

  private async upload() {
    const { bytes, sha256 } = randomPassportCopy(1024 + Math.floor(this.random() * 96 * 1024))
    const path = '/api/upload'
    const outcome = await call(this.baseUrl, 'POST', path, multipart(bytes))
    this.note('upload', path, outcome)
    if (isAcknowledged(outcome)) {
      const { filename } = ((outcome as Answer).body as { file: { filename: string } }).file
      this.ledger.uploads.push({ filename, sha256, byteSize: bytes.length })
    }
  }

  private async pay() {
    const entry = this.pick(this.updatable())
    if (!entry?.skuId) return this.create()
    entry.busy = true
    try {
      if (!this.paymentToken) {
        const token = await call(this.baseUrl, 'GET', '/api/srilanka/getaccesstocken')
        if (!isAcknowledged(token)) return
        this.paymentToken = ((token as Answer).body as { accessToken: string }).accessToken
      }
      const headers = { authorization: `Bearer ${this.paymentToken}` }
      const order = await call(this.baseUrl, 'POST', '/api/srilanka/create-Order', {
        json: { sku_id: entry.skuId, amount: '85.00', currency: 'USD', description: 'Sri Lanka eVisa' },
        headers,
      })
      this.ledger.recordOrder(order)
      if (!isAcknowledged(order)) return
      entry.payment = 'attempted'
      const path = '/api/srilanka/capture-order'
      const outcome = await call(this.baseUrl, 'POST', path, {
        json: { orderID: ((order as Answer).body as { id: string }).id, sku_id: entry.skuId },
        headers,
      })
      this.note('payment', path, outcome)
      if (isAcknowledged(outcome)) entry.payment = 'acked'
      // An answered refusal recorded no payment (409: already paid, by a capture answered to nobody).
      else if (statusOf(outcome) !== undefined && statusOf(outcome) !== 409) entry.payment = 'none'
    } finally {
      entry.busy = false
    }
  }
}
