import { daysBetween, isIsoDate } from './dates'
import type { VisaType } from './options'

export const FEE_CURRENCY = 'USD'

/** Spec §9, in this order: Indian nationals 10, else business 95, else tourist 85, otherwise 0. */
export function feeForApplication(application: {
  nationality?: string | null
  visaType?: string | null
}): number {
  if (application.nationality?.trim().toUpperCase() === 'INDIA') return 10
  const visaType = application.visaType as VisaType | undefined
  if (visaType === 'BUSINESS VISA') return 95
  if (visaType === 'TOURIST VISA') return 85
  return 0
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
