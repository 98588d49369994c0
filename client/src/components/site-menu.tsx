import { Link } from '@tanstack/react-router'
import { m } from '../lib/i18n'

// The side menu of the original site, in its order, with the three ways in of the home page after
// Home (on a phone the header has room for Apply only, so the menu is where the others are found),
// and the Lost eVisa page. Each place has one name everywhere: header, menu, home page, receipt.
export const MENU_LINKS = [
  { to: '/', label: () => m.common_menu_home() },
  { to: '/Apply', label: () => m.common_nav_apply() },
  { to: '/Partial-Filled', label: () => m.common_menu_my_applications() },
  { to: '/Visa-Fee', label: () => m.common_nav_lookup() },
  { to: '/about', label: () => m.common_menu_about() },
  { to: '/PrivacyPolicy', label: () => m.common_menu_privacy() },
  { to: '/termCondition', label: () => m.common_menu_terms() },
  { to: '/Service', label: () => m.common_menu_services() },
  { to: '/eligible-country-list', label: () => m.common_menu_eligible() },
  { to: '/Refund-Policy', label: () => m.common_footer_refund() },
  { to: '/Instruction', label: () => m.common_menu_instruction() },
  { to: '/contact', label: () => m.common_footer_contact() },
  // Added to the spec's menu: recovering an approved eVisa by e-mail.
  { to: '/Lost-eVisa', label: () => m.common_menu_lost_evisa() },
  // What this device still has to send, and the "Work offline" switch (offline/, shown by features/drafts).
  { to: '/Sync', label: () => m.common_menu_sync() },
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
            {link.label()}
          </Link>
        </li>
      ))}
    </ul>
  )
}
