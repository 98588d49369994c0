import type { ApplicationSummary, ApplicationWithFee } from '../../../shared/access'
import { initialsOf } from '../../../shared/access'
import type { ApplicationRecord } from '../../../shared/application'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../shared/fees'

/**
 * What View-application answers. With a valid key: every field, plus the fee and initials.
 * Without: the number, both statuses, the visa type, the fee and initials; no name, date,
 * passport number, e-mail, address, child or file name.
 */
export function withFee(record: ApplicationRecord, full: true): ApplicationWithFee
export function withFee(record: ApplicationRecord, full: boolean): ApplicationWithFee | ApplicationSummary
export function withFee(record: ApplicationRecord, full: boolean): ApplicationWithFee | ApplicationSummary {
  const fee = {
    amount: formatFee(feeForApplication(record)),
    currency: FEE_CURRENCY,
    initials: initialsOf(record.other_name, record.surname),
  }
  if (full) return { ...record, ...fee }
  return {
    sku_id: record.sku_id,
    payment_status: record.payment_status,
    application_status: record.application_status,
    visaType: record.visaType,
    ...fee,
  }
}
