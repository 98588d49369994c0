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
