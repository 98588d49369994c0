import { Link } from '@tanstack/react-router'

// The side menu of spec §2, in its order.
export const MENU_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/PrivacyPolicy', label: 'Privacy' },
  { to: '/termCondition', label: 'Term And Condition' },
  { to: '/Service', label: 'Services' },
  { to: '/eligible-country-list', label: 'Eligible Country List' },
  { to: '/Refund-Policy', label: 'Refund Policy' },
  { to: '/Instruction', label: 'Instruction For Applicants' },
  { to: '/contact', label: 'Contact us' },
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
