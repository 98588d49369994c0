// Who runs the site. The spec leaves the support phone as a placeholder ({phone}); the agency
// replaces these before going live, and every page and message reads them from here.
export const AGENCY = {
  name: 'Sri Lanka eVisa Assist',
  supportEmail: 'support@srilanka-evisa-assist.com',
  supportPhone: '+94 11 234 5678',
} as const
