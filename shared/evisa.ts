// The traveller's eVisa download: GET /api/srilanka/evisa/{number} with the X-Application-Key header.

export const EVISA_API = '/api/srilanka/evisa'

export const EVISA_MESSAGES = {
  applicationNotFound: 'Application not found.',
  keyMissing: 'The eVisa can be downloaded only from a device that has proved access to the application.',
  keyWrong: 'The access key does not open this application.',
  notIssued: 'No eVisa has been issued for this application yet.',
} as const

/** The name the eVisa is saved under, the same as the e-mail attachment's. */
export function evisaDownloadName(skuId: string): string {
  return `eVisa-${skuId}.pdf`
}
