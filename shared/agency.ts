// Who runs the site: the agency's name and support contacts, shown on every page and in messages.
// They are configuration (AGENCY_NAME, AGENCY_SUPPORT_EMAIL, AGENCY_SUPPORT_PHONE; README.md,
// "Configuration"). The server reads the environment when it starts; the client gets the values
// the build saw, baked in by Vite's `define` (vite.config.ts), so the prerendered information
// pages carry the real details in their HTML, offline too.

export interface Agency {
  name: string
  supportEmail: string
  supportPhone: string
}

/** Stand-ins until the agency sets its own details: the start-up log warns while any is in use. */
export const PLACEHOLDER_AGENCY: Agency = {
  name: 'Sri Lanka eVisa Assist',
  supportEmail: 'support@srilanka-evisa-assist.com',
  supportPhone: '+94 11 234 5678',
}

export const AGENCY_ENV = {
  name: 'AGENCY_NAME',
  supportEmail: 'AGENCY_SUPPORT_EMAIL',
  supportPhone: 'AGENCY_SUPPORT_PHONE',
} as const satisfies Record<keyof Agency, string>

type Env = Record<string, string | undefined>

/** The details from the environment; a variable unset or blank keeps its placeholder. */
export function agencyFromEnv(env: Env): Agency {
  const pick = (key: keyof Agency) => env[AGENCY_ENV[key]]?.trim() || PLACEHOLDER_AGENCY[key]
  return { name: pick('name'), supportEmail: pick('supportEmail'), supportPhone: pick('supportPhone') }
}

/** The environment variables whose placeholder is still in use. */
export function placeholderAgencyVariables(agency: Agency): string[] {
  return (Object.keys(AGENCY_ENV) as (keyof Agency)[])
    .filter((key) => agency[key] === PLACEHOLDER_AGENCY[key])
    .map((key) => AGENCY_ENV[key])
}

/**
 * A problem with the configured details that would put a broken link on every page, or
 * undefined. The e-mail goes into mailto: links and the phone into tel: links.
 */
export function agencyProblem(agency: Agency): string | undefined {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(agency.supportEmail)) {
    return `${AGENCY_ENV.supportEmail} must be an e-mail address.`
  }
  if (!/^\+?[0-9 ()-]{5,30}$/.test(agency.supportPhone)) {
    return `${AGENCY_ENV.supportPhone} must be a phone number: digits, spaces, dashes, brackets and a leading +.`
  }
  return undefined
}

/** The number as a tel: link wants it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`
}

// Set by Vite for the browser bundle; absent in Node, where the process environment is read.
declare const __AGENCY__: Agency | undefined

function processEnv(): Env {
  return (globalThis as { process?: { env?: Env } }).process?.env ?? {}
}

export const AGENCY: Agency = typeof __AGENCY__ !== 'undefined' ? __AGENCY__ : agencyFromEnv(processEnv())
