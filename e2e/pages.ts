// The information pages every traveller can open (docs/site.md), with the heading each shows:
// site.spec.ts checks their content, offline-screens.spec.ts that they open without a connection.
export const STATIC_PAGES: { path: string; heading: string | RegExp; minText?: number }[] = [
  { path: '/', heading: /Sri Lanka Electronic Travel Authorization/i },
  { path: '/about', heading: /About/i },
  { path: '/contact', heading: 'Contact Us', minText: 150 },
  { path: '/PrivacyPolicy', heading: /Privacy Policy/i },
  { path: '/termCondition', heading: /Terms and Conditions/i },
  { path: '/Service', heading: /Services/i },
  { path: '/eligible-country-list', heading: 'Eligible Country List' },
  { path: '/Instruction', heading: /Instruction For Applicants/i },
  { path: '/Refund-Policy', heading: /Refund Policy/i },
  { path: '/Visa-Fee', heading: 'Pay or check status', minText: 250 },
]
