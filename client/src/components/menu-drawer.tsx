// On small screens the menu is a modal dialog named "Menu" (docs/rules.md §3). A native <dialog>
// opened with showModal() traps focus, makes the page behind it inert and closes on Escape; when
// closed it is display:none, so it is hidden from everyone, not only moved off screen.
// Presentational: what the drawer shows below the menu (the application look-up) is passed in.
import { type MouseEvent, type ReactNode, Suspense, useRef, useState } from 'react'
import { SiteMenu } from './site-menu'

export function MenuDrawer({ extra }: { extra?: (close: () => void) => ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [opened, setOpened] = useState(false)
  const close = () => dialog.current?.close()
  const open = () => {
    setOpened(true)
    dialog.current?.showModal()
  }
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === dialog.current) close()
  }
  return (
    <>
      <button type="button" className="menu-button" aria-haspopup="dialog" onClick={open}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only serves the backdrop. */}
      <dialog ref={dialog} className="drawer" aria-label="Menu" onClick={closeOnBackdrop}>
        <div className="drawer-panel">
          <div className="drawer-head">
            <span className="drawer-title">Menu</span>
            <button type="button" className="drawer-close" onClick={close} aria-label="Close menu">
              ×
            </button>
          </div>
          <nav aria-label="Site">
            <SiteMenu onNavigate={close} />
          </nav>
          {/* Rendered once the menu is first opened, so what it loads waits until then. */}
          {opened && extra && <Suspense fallback={null}>{extra(close)}</Suspense>}
        </div>
      </dialog>
    </>
  )
}
