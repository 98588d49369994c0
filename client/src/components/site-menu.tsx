import { Link } from '@tanstack/react-router'

// The side menu of the original site, in its order, with the three ways in of the home page after
// Home (on a phone the header has room for Apply only, so the menu is where the others are found),
// and the Lost eVisa page. Each place has one name everywhere: header, menu, home page, receipt.
export const MENU_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/Apply', label: 'Apply for E-Visa' },
  { to: '/Partial-Filled', label: 'My applications' },
  { to: '/Visa-Fee', label: 'Pay or check status' },
  { to: '/about', label: 'About Us' },
  { to: '/PrivacyPolicy', label: 'Privacy' },
  { to: '/termCondition', label: 'Term And Condition' },
  { to: '/Service', label: 'Services' },
  { to: '/eligible-country-list', label: 'Eligible Country List' },
  { to: '/Refund-Policy', label: 'Refund Policy' },
  { to: '/Instruction', label: 'Instruction For Applicants' },
  { to: '/contact', label: 'Contact us' },
  // Added to the spec's menu: recovering an approved eVisa by e-mail.
  { to: '/Lost-eVisa', label: 'Lost eVisa' },
  // What this device still has to send, and the "Work offline" switch (offline/, shown by features/drafts).
  { to: '/Sync', label: 'Sync and offline' },
] as const

export function SiteMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="site-menu">
      {MENU_LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onNavigate}
            activeOptions={{ exact: true }}
            activeProps={{ 'aria-current': 'page', className: 'active' }}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
