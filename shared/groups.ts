// Travellers who apply together and pay once (docs/decisions/018-groups.md). Each member is a
// complete application; the group is a random id the server gives the first two members and every
// later one, and one payment covers the members still unpaid.
import type { ApplicationSummary } from './access'

/** Travellers in one group, the first included. */
export const GROUP_MAX_TRAVELLERS = 10

/** The fewest applications an order of several (`sku_ids`) pays; one is an ordinary order. */
export const GROUP_ORDER_MIN = 2

/**
 * create-application's header naming an application already made (the first traveller, or any
 * member of its group) that the new one travels with. `X-Application-Key` proves access to it.
 */
export const GROUP_MEMBER_HEADER = 'X-Group-Member'

/** A member as another member's key holder sees it: no more than a look-up by its number shows. */
export type GroupMember = Pick<
  ApplicationSummary,
  'sku_id' | 'payment_status' | 'application_status' | 'visaType' | 'amount' | 'currency' | 'initials'
>

export const GROUP_MESSAGES = {
  memberKeyMissing:
    'Adding a traveller needs the access key of the application to travel with (header X-Application-Key).',
  memberKeyWrong: 'The access key does not open the application to travel with.',
  memberNotFound: 'The application to travel with was not found.',
  full: `A group has at most ${GROUP_MAX_TRAVELLERS} travellers.`,
} as const

/** What create-Order says about one number of `sku_ids`; the number is the traveller's own. */
export const GROUP_ORDER_MESSAGES = {
  notFound: (skuId: string) => `Application ${skuId} was not found.`,
  listedTwice: (skuId: string) => `Application ${skuId} is listed twice.`,
  alreadyPaid: (skuId: string) => `Application ${skuId} has already been paid.`,
  noFee: (skuId: string) => `There is no fee to pay for application ${skuId}.`,
  notOneGroup:
    'These applications are not one group of travellers. Pay for each on its own, or add the travellers to one group first.',
  skuIdOrSkuIds: 'Send either sku_id or sku_ids, not both.',
  count: `sku_ids lists ${GROUP_ORDER_MIN} to ${GROUP_MAX_TRAVELLERS} application numbers.`,
} as const
