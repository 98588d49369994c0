// The header's Language menu: each language in its own name, as a link to this same page in that
// language. It is an HTML popover of real links, so it works before the app runs (the link loads
// the page's other-language address). Once the app runs, a choice switches the page in place: the
// router moves to the localized address without reloading, so what the traveller typed, the draft
// and the scroll position stay; the choice is kept on the device for the next visit.
import { useRouter, useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/languages'
import { localizePath, m, rememberLanguage, useLanguage } from '../lib/i18n'

const MENU_ID = 'language-menu'

export function LanguageMenu() {
  const router = useRouter()
  const language = useLanguage()
  // The router's own location has no language in its path (lib/i18n.ts, LANGUAGE_REWRITE).
  const location = useRouterState({ select: (state) => state.location })
  const suffix = `${location.searchStr}${location.hash ? `#${location.hash}` : ''}`

  const choose = (event: MouseEvent<HTMLAnchorElement>, chosen: Language) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    event.preventDefault()
    rememberLanguage(chosen)
    document.getElementById(MENU_ID)?.hidePopover()
    if (chosen === language) return
    // The router's own navigation would see the same page (its paths carry no language) and not
    // move; the history entry it listens to does, and the address's language follows
    // (lib/i18n.ts). The scroll position is put back once the page shows the new language.
    const { scrollX, scrollY } = window
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe()
      window.scrollTo(scrollX, scrollY)
    })
    router.history.push(`${localizePath(location.pathname, chosen)}${suffix}`)
  }

  return (
    <>
      <button type="button" className="menu-button language-button" popoverTarget={MENU_ID}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
          <circle cx="10" cy="10" r="8" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M2 10h16M10 2c2.4 2.2 3.6 4.9 3.6 8s-1.2 5.8-3.6 8c-2.4-2.2-3.6-4.9-3.6-8S7.6 4.2 10 2Z"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        {/* On a phone the globe alone: the header has no room for a word in every language. */}
        <span className="language-button-text">{m.common_language()}</span>
      </button>
      <div id={MENU_ID} popover="auto" className="language-menu">
        <ul aria-label={m.common_language()}>
          {LANGUAGES.map((option) => (
            <li key={option}>
              <a
                href={`${localizePath(location.pathname, option)}${suffix}`}
                lang={option}
                hrefLang={option}
                aria-current={option === language ? 'true' : undefined}
                onClick={(event) => choose(event, option)}
              >
                {LANGUAGE_NAMES[option]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
