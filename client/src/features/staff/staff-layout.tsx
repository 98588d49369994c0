// The staff area's frame: who is signed in, the admin links, sign-out; the sign-in form for
// everyone else. The setup page needs no session.
import { useQueryClient } from '@tanstack/react-query'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { toast } from '../../components/toast'
import { useNoIndex } from './no-index'
import { SignInForm } from './sign-in-form'
import { exportCsvUrl, ME_QUERY_KEY, signOut } from './staff-api'
import { useStaffSession } from './use-staff-session'
import './staff.css'

export function StaffLayout() {
  useNoIndex()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const setup = pathname.replace(/\/$/, '') === '/staff/setup'
  const onQueue = pathname.replace(/\/$/, '') === '/staff'
  return (
    <div className="staff-area">
      {onQueue && (
        <a className="skip-link" href="#queue-results">
          Skip to results
        </a>
      )}
      <header className="staff-header spread-row">
        <Link to="/staff" className="staff-brand">
          eVisa back-office
        </Link>
        {!setup && <StaffNav />}
      </header>
      <main id="main" className="staff-main" tabIndex={-1}>
        {setup ? <Outlet /> : <SignedInOnly />}
      </main>
    </div>
  )
}

function SignedInOnly() {
  const session = useStaffSession()
  if (session.isPending) return <p aria-live="polite">Loading…</p>
  if (session.isError) {
    return (
      <p role="alert" className="notice notice-warning">
        The staff area cannot be reached: {session.error.message}
      </p>
    )
  }
  if (!session.data) return <SignInForm />
  return <Outlet />
}

function StaffNav() {
  const queryClient = useQueryClient()
  const session = useStaffSession()
  const location = useRouterState({ select: (state) => state.location })
  const staff = session.data
  if (!staff) return null
  // The export carries the queue's current filters when it is open.
  const onQueue = location.pathname.replace(/\/$/, '') === '/staff'
  const filters = onQueue ? (location.search as Record<string, string | number | undefined>) : {}

  async function leave() {
    try {
      await signOut()
    } catch {
      // Signed out already, or the server will end the session by itself: either way, leave.
    }
    queryClient.removeQueries({ queryKey: ['staff'] })
    queryClient.setQueryData(ME_QUERY_KEY, null)
    toast.success('You are signed out.')
  }

  return (
    <nav className="staff-nav" aria-label="Staff">
      <Link to="/staff" activeOptions={{ exact: true, includeSearch: false }}>
        Applications
      </Link>
      {staff.role === 'admin' && (
        <>
          <Link to="/staff/staff">Staff</Link>
          <a href={exportCsvUrl(filters)} download>
            Export CSV
          </a>
        </>
      )}
      <span className="staff-who">
        Signed in as <strong>{staff.email}</strong> ({staff.role})
      </span>
      <button type="button" className="button button-secondary" onClick={() => void leave()}>
        Sign out
      </button>
    </nav>
  )
}
