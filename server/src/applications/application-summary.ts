import type { ApplicationFee, ApplicationSummary, ApplicationWithFee } from '../../../shared/access'
import { initialsOf } from '../../../shared/access'
import type { ApplicationRecord } from '../../../shared/application'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../shared/fees'
import type { VisaType } from '../../../shared/options'
import type { ApplicationSummaryRow } from './applications.repository'

function feeOf(application: {
  nationality: string
  visaType: string
  other_name: string
  surname: string
}): ApplicationFee {
  return {
    amount: formatFee(feeForApplication(application)),
    currency: FEE_CURRENCY,
    initials: initialsOf(application.other_name, application.surname),
  }
}

/** What View-application answers with a valid key: every field, plus the fee and initials. */
export function withFee(record: ApplicationRecord): ApplicationWithFee {
  return { ...record, ...feeOf(record) }
}

/**
 * What View-application answers without a valid key: the number, both statuses, the visa type,
 * the fee and initials; no name, date, passport number, e-mail, address, child or file name.
 * Made from the few columns it needs (findApplicationSummary), so the rest is never read.
 */
export function summaryOf(row: ApplicationSummaryRow, groupSize = 1): ApplicationSummary {
  return {
    sku_id: row.sku_id,
    payment_status: row.payment_status,
    application_status: row.application_status,
    visaType: row.visa_type as VisaType,
    ...feeOf({
      nationality: row.nationality,
      visaType: row.visa_type,
      other_name: row.given_names,
      surname: row.surname,
    }),
    group_size: groupSize,
  }
}
