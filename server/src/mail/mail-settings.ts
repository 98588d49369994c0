// How mail leaves the server (README "E-mail"): through SMTP_URL when set, else as .eml files under
// DATA_DIR/mail/, so a fresh machine keeps every mail without any set-up.
import { AGENCY } from '../../../shared/agency'

export interface MailRetry {
  /** Wait after the first failed attempt; each later one doubles it. */
  firstDelayMs: number
  /** The longest wait between two attempts. */
  maxDelayMs: number
  /** After this long since it was queued, a mail that still fails is given up ("failed"). */
  giveUpAfterMs: number
}

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://...; unset writes .eml files under DATA_DIR/mail/. */
  smtpUrl?: string
  /** The From header. */
  from?: string
  /** The address links in mails start with, e.g. https://evisa.example.com. */
  publicUrl?: string
  /** Where contact messages go. */
  agencyEmail?: string
  /** How often the sender looks for due mails, besides being woken after each change. */
  pollIntervalMs?: number
  /**
   * How long the sender waits after being woken before it claims what is due, so the mails of a
   * burst of changes go out as one batch (one claim and one settling commit). Default 250.
   */
  wakeDelayMs?: number
  retry?: Partial<MailRetry>
  /** Requests an hour per client address to returning-applicant and resend-evisa; 0 turns it off. */
  requestsPerHour?: number
  /** false: queue only, never send (tests that read the outbox). Default true. */
  sending?: boolean
}

export type ResolvedMailSettings = Required<Omit<MailSettings, 'smtpUrl' | 'retry'>> & {
  smtpUrl?: string
  retry: MailRetry
}

export const DEFAULT_MAIL_FROM = `${AGENCY.name} <no-reply@localhost>`
const MINUTE = 60_000

export function resolveMailSettings(settings: MailSettings = {}): ResolvedMailSettings {
  const smtpUrl = settings.smtpUrl || undefined
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://.')
  }
  return {
    smtpUrl,
    from: settings.from || DEFAULT_MAIL_FROM,
    publicUrl: (settings.publicUrl || 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    agencyEmail: settings.agencyEmail || AGENCY.supportEmail,
    pollIntervalMs: settings.pollIntervalMs ?? 5_000,
    wakeDelayMs: settings.wakeDelayMs ?? 250,
    requestsPerHour: settings.requestsPerHour ?? 5,
    sending: settings.sending ?? true,
    retry: {
      firstDelayMs: settings.retry?.firstDelayMs ?? MINUTE,
      maxDelayMs: settings.retry?.maxDelayMs ?? 60 * MINUTE,
      giveUpAfterMs: settings.retry?.giveUpAfterMs ?? 24 * 60 * MINUTE,
    },
  }
}

/** SMTP_URL, MAIL_FROM, PUBLIC_URL (default http://HOST:PORT), AGENCY_EMAIL, MAIL_RATE_LIMIT. */
export function mailSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  listen: { host: string; port: number },
): MailSettings {
  const requestsPerHour = env.MAIL_RATE_LIMIT ? Number(env.MAIL_RATE_LIMIT) : undefined
  if (requestsPerHour !== undefined && !(Number.isInteger(requestsPerHour) && requestsPerHour >= 0)) {
    throw new Error('MAIL_RATE_LIMIT must be a whole number, 0 or more.')
  }
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || undefined,
    publicUrl: env.PUBLIC_URL || `http://${listen.host}:${listen.port}`,
    agencyEmail: env.AGENCY_EMAIL || undefined,
    requestsPerHour,
  }
}
