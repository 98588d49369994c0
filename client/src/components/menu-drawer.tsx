// On small screens the menu is a modal dialog named "Menu" (docs/rules.md §3). A native <dialog>
// opened with showModal() traps focus, makes the page behind it inert and closes on Escape; when
// closed it is display:none, so it is hidden from everyone, not only moved off screen.
// The page is painted from HTML before its code runs (ADR 004), so the Menu button must work
// without JavaScript too: the dialog is also an HTML popover and the button its popovertarget, so
// the browser opens it (and closes it on Escape, a tap outside or the close button) on its own.
// Once the app runs, its click handlers take over (they cancel the popover's default action) and
// open the modal dialog instead; a menu opened as a popover before that is closed the same way.
// Presentational: what the drawer shows below the menu (the application look-up) is passed in.
import { type MouseEvent, type ReactNode, Suspense, type SyntheticEvent, useRef, useState } from 'react'
import { m } from '../lib/i18n'
import { SiteMenu } from './site-menu'

const DRAWER_ID = 'site-menu-drawer'

export function MenuDrawer({ extra }: { extra?: (close: () => void) => ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [opened, setOpened] = useState(false)
  const close = () => {
    const drawer = dialog.current
    if (drawer?.matches(':popover-open')) drawer.hidePopover()
    else drawer?.close()
  }
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // The app opens the modal dialog, not the popover the button names for the HTML alone.
    event.preventDefault()
    setOpened(true)
    const drawer = dialog.current
    if (drawer && !drawer.open && !drawer.matches(':popover-open')) drawer.showModal()
  }
  const closeButton = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    close()
  }
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === dialog.current) close()
  }
  // Opened as a popover before the app ran: what the drawer adds below the menu shows from then on.
  const onToggle = (event: SyntheticEvent<HTMLDialogElement>) => {
    if ((event.nativeEvent as ToggleEvent).newState === 'open') setOpened(true)
  }
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        popoverTarget={DRAWER_ID}
        onClick={open}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
        </svg>
        {m.common_menu()}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only serves the backdrop. */}
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        popover="auto"
        className="drawer"
        aria-label={m.common_menu()}
        onClick={closeOnBackdrop}
        onToggle={onToggle}
      >
        <div className="drawer-panel">
          <div className="drawer-head">
            <span className="drawer-title">{m.common_menu()}</span>
            <button
              type="button"
              className="drawer-close"
              popoverTarget={DRAWER_ID}
              popoverTargetAction="hide"
              onClick={closeButton}
              aria-label={m.common_menu_close()}
            >
              ×
            </button>
          </div>
          <nav aria-label={m.common_site_nav()}>
            <SiteMenu onNavigate={close} />
          </nav>
          {/* Rendered once the menu is first opened, so what it loads waits until then. */}
          {opened && extra && <Suspense fallback={null}>{extra(close)}</Suspense>}
        </div>
      </dialog>
    </>
  )
}
