import { daysBetween, isIsoDate } from './dates'
import type { VisaType } from './options'

export const FEE_CURRENCY = 'USD'

/**
 * The price list, in the order the rule applies it: Indian nationals pay the India fee whatever the
 * visa type, everyone else pays by visa type. Children on the parent's passport cost nothing extra.
 * The pages that show prices read this table, so they always match what the server charges.
 */
export const FEE_TABLE = {
  indianNationals: 10,
  byVisaType: { 'TOURIST VISA': 85, 'BUSINESS VISA': 95 } satisfies Record<VisaType, number>,
} as const

/** Every price the table charges, once each (the build formats them: scripts/vite-formatted-fees.ts). */
export function feeAmounts(): number[] {
  return [...new Set([FEE_TABLE.indianNationals, ...Object.values(FEE_TABLE.byVisaType)])]
}

/** Spec §9, in this order: Indian nationals 10, else business 95, else tourist 85, otherwise 0. */
export function feeForApplication(application: {
  nationality?: string | null
  visaType?: string | null
}): number {
  if (application.nationality?.trim().toUpperCase() === 'INDIA') return FEE_TABLE.indianNationals
  const visaType = application.visaType as VisaType | undefined
  if (visaType === 'BUSINESS VISA') return FEE_TABLE.byVisaType['BUSINESS VISA']
  if (visaType === 'TOURIST VISA') return FEE_TABLE.byVisaType['TOURIST VISA']
  return 0
}

/**
 * The fee as far as the choices made so far decide it: Indian nationality settles it alone,
 * otherwise the visa type does; undefined while neither does.
 */
export function feeSoFar(application: {
  nationality?: string | null
  visaType?: string | null
}): number | undefined {
  const fee = feeForApplication(application)
  return fee > 0 ? fee : undefined
}

/** "85.00": the form PayPal and the payment screen use. */
export function formatFee(amount: number): string {
  return amount.toFixed(2)
}

/** Spec §1, §9: "Payment should be made at least 4 days before the journey date." */
export const PAY_DAYS_BEFORE_TRAVEL = 4

/**
 * The days left before the intended arrival when fewer than PAY_DAYS_BEFORE_TRAVEL remain (the
 * eVisa may not be ready in time), else undefined. Advice to show, not a rule to enforce: the
 * traveller may still pay.
 */
export function daysLeftIfLate(intendedArrival: string | undefined, today: string): number | undefined {
  if (!intendedArrival || !isIsoDate(intendedArrival)) return undefined
  const left = daysBetween(today, intendedArrival)
  return left < PAY_DAYS_BEFORE_TRAVEL ? left : undefined
}
