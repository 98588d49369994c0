// The home page at its English address, for a visitor whose device asks for another of the site's
// languages. The language chosen before in the Language menu is used again at once; else, when the browser prefers a language the site
// speaks, a notice offers it, written in that language, and never redirects (product decision).
// "No thanks" keeps English as the choice, so it is offered once.
import { useEffect, useState } from 'react'
import { LANGUAGE_NAMES, type Language } from '../../../shared/languages'
import {
  localizePath,
  type m,
  messagesIn,
  rememberedLanguage,
  rememberLanguage,
  suggestedLanguage,
} from '../lib/i18n'

/** What the home page does for this device: switch to its chosen language, suggest one, or nothing. */
export function languageOffer(): { switchTo: Language } | { suggest: Language } | null {
  const chosen = rememberedLanguage()
  if (chosen) return chosen === 'en' ? null : { switchTo: chosen }
  const suggested = suggestedLanguage(navigator.languages ?? [navigator.language])
  return suggested ? { suggest: suggested } : null
}

export default function LanguageSuggestion() {
  const [offer] = useState(languageOffer)
  const [words, setWords] = useState<{ language: Language; messages: typeof m }>()
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    if (!offer) return
    if ('switchTo' in offer) {
      // Loaded afresh rather than switched in place: the page may still be hydrating, and nothing
      // was typed on it yet.
      window.location.replace(localizePath('/', offer.switchTo))
      return
    }
    let current = true
    void messagesIn(offer.suggest, 'pages').then(
      (messages) => current && setWords({ language: offer.suggest, messages }),
      () => {},
    )
    return () => {
      current = false
    }
  }, [offer])

  if (!words || dismissed) return null
  const { language, messages } = words
  return (
    <aside className="notice language-suggestion" lang={language} aria-label={LANGUAGE_NAMES[language]}>
      <a href={localizePath('/', language)} hrefLang={language} onClick={() => rememberLanguage(language)}>
        {messages.offer_read_site_in_this_language()}
      </a>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          rememberLanguage('en')
          setDismissed(true)
        }}
      >
        {messages.offer_no_thanks()}
      </button>
    </aside>
  )
}
