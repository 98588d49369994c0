// Legal pages stay in English, whose text is the one that applies; a traveller reading the site in
// another language is told so in that language (docs/decisions/017-languages.md).
import { m, useLanguage } from '../lib/i18n'

export function LegalNote() {
  const language = useLanguage()
  if (language === 'en') return null
  return (
    <p className="legal-note" lang={language}>
      {m.offer_legal_english_governs()}
    </p>
  )
}
