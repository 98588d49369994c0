// A mail's words filled into its template, rendered once. React Email's render of one "received"
// mail was 5-7 ms of CPU, for a page whose words change in a few fields only. So each template
// is rendered once per shape with a marker in each field, and a mail is then its HTML and text with
// the markers replaced by its values: escaped in the HTML exactly as React escapes text and
// attributes, as they are in the text. The shape is what changes the page's structure besides the
// values: the kind, the language, which fields are empty (an empty field renders nothing, or another sentence,
// as a missing reason does), and the public URL. The preview line (React Email's `Preview`) pads
// itself to 150 characters after its text, so it is drawn here from its text's length.
// A mail whose values the plain text would not show as they are (html-to-text folds runs of
// spaces and line breaks into one space) is rendered in full, as is any template whose markers do
// not come through both renders unchanged. mail-fill.test.ts holds the filled mails to full
// renders, character for character, for every kind and awkward values; docs/decisions/006-mail-outbox.md.
import type { MailPayload } from './mail-kinds'
import type { RenderedMail } from './mail-renderer'
import { previewOf, renderMail, renderShown, shown } from './mail-templates'

type Part = string | { field: string } | { preview: true }

interface Template {
  html: Part[]
  text: Part[]
}

/** React's escaping of text and attribute values in the HTML it renders (react-dom/server). */
const HTML_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}
export function escapeLikeReact(value: string): string {
  return value.replace(/["&'<>]/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** Half of a surrogate pair alone: the render's UTF-8 stream writes it as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

// React Email's Preview (@react-email/preview): its text cut at 150 UTF-16 units (which can split
// an emoji), then, when shorter, a <div> of these seven characters once for each unit short of 150.
const PREVIEW_MAX_LENGTH = 150
const PREVIEW_PADDING = '\u00a0\u200c\u200b\u200d\u200e\u200f\ufeff'
function previewHtml(preview: string): string {
  const text = preview.substring(0, PREVIEW_MAX_LENGTH)
  const padding =
    text.length < PREVIEW_MAX_LENGTH
      ? `<div>${PREVIEW_PADDING.repeat(PREVIEW_MAX_LENGTH - text.length)}</div>`
      : ''
  return escapeLikeReact(text.replace(LONE_SURROGATE, '\ufffd')) + padding
}

// Markers: private-use characters around a lower-case name, so that a marker an uppercasing
// heading, a cut or an escape had changed is seen as left over, and that template not used.
const OPEN = '\ue000'
const CLOSE = '\ue001'
const MARKER = /\ue000([a-z]+)\ue001/
const marker = (index: number) => `${OPEN}${String.fromCharCode(97 + index)}field${CLOSE}`

/**
 * True when both renders show the value as it is: html-to-text folds line breaks, tabs, zero-width
 * and runs of spaces, and spaces at either end, into one space or none; the render's stream writes
 * half a surrogate pair as U+FFFD. Control characters are left to the full render too.
 */
function showsAsItIs(value: string): boolean {
  LONE_SURROGATE.lastIndex = 0
  return !/\p{Cc}|\u200b|^ | $| {2}/u.test(value) && !LONE_SURROGATE.test(value)
}

function split(rendered: string, markers: Map<string, string>, preview?: string): Part[] | undefined {
  let rest = rendered
  const parts: Part[] = []
  if (preview !== undefined) {
    const at = rest.indexOf(preview)
    if (at < 0 || rest.indexOf(preview, at + 1) >= 0) return undefined
    parts.push(rest.slice(0, at), { preview: true })
    rest = rest.slice(at + preview.length)
  }
  for (;;) {
    const found = MARKER.exec(rest)
    if (!found) break
    const field = markers.get(found[0])
    if (field === undefined) return undefined
    parts.push(rest.slice(0, found.index), { field })
    rest = rest.slice(found.index + found[0].length)
  }
  parts.push(rest)
  const leftOver = parts.some((part) => typeof part === 'string' && /[\ue000\ue001]/.test(part))
  return leftOver ? undefined : parts
}

/**
 * Whether a field is part of the template's shape, its value rendered into it (the kind, the
 * language, an empty field), rather than a marker the mail's value fills in.
 */
function inShape(field: string, value: unknown): boolean {
  return field === 'kind' || field === 'lang' || value === ''
}

/** The template of a payload's shape: rendered with a marker in each non-empty field. */
async function drawTemplate(payload: MailPayload, publicUrl: string): Promise<Template | undefined> {
  const markers = new Map<string, string>()
  const marked = Object.fromEntries(
    Object.entries(payload).map(([field, value], index) => {
      if (inShape(field, value)) return [field, value]
      markers.set(marker(index), field)
      return [field, marker(index)]
    }),
  )
  const markedPayload = marked as MailPayload
  const preview = previewOf(markedPayload)
  if (preview.length >= PREVIEW_MAX_LENGTH) return undefined
  const { html, text } = await renderShown(markedPayload, publicUrl)
  const htmlParts = split(html, markers, previewHtml(preview))
  const textParts = split(text, markers)
  return htmlParts && textParts ? { html: htmlParts, text: textParts } : undefined
}

/** The parts joined, each field's value put in by `shown` and the preview slot by `preview`. */
function join(parts: Part[], values: Record<string, string>, show: (value: string) => string, preview = '') {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('field' in part) out += show(values[part.field] ?? '')
    else out += preview
  }
  return out
}

/** Templates kept per shape; a few dozen in practice (kinds × empty fields). */
const MAX_TEMPLATES = 200

/**
 * Renders mails from templates drawn once per shape, and in full when a mail cannot be filled
 * (`filled` answers undefined then).
 */
export function templateMailRenderer() {
  const templates = new Map<string, Promise<Template | undefined>>()

  async function template(payload: MailPayload, publicUrl: string): Promise<Template | undefined> {
    const shape = JSON.stringify([
      publicUrl,
      Object.entries(payload).map(([field, value]) => (inShape(field, value) ? [field, value] : field)),
    ])
    let drawn = templates.get(shape)
    if (!drawn) {
      if (templates.size >= MAX_TEMPLATES) templates.clear()
      drawn = drawTemplate(payload, publicUrl)
      templates.set(shape, drawn)
      // A render that throws is answered by the full render below, and tried again next time.
      drawn.catch(() => templates.delete(shape))
    }
    return drawn
  }

  /** The mail filled into its template, or undefined when it must be rendered in full. */
  async function filled(payload: MailPayload, publicUrl: string): Promise<RenderedMail | undefined> {
    if (typeof payload !== 'object' || payload === null || !/^https?:\/\//.test(publicUrl)) return undefined
    const values = shown(payload) as unknown as Record<string, unknown>
    for (const [field, value] of Object.entries(values)) {
      if (typeof value !== 'string' || (!inShape(field, value) && !showsAsItIs(value))) return undefined
    }
    const strings = values as Record<string, string>
    const drawn = await template(strings as unknown as MailPayload, publicUrl).catch(() => undefined)
    if (!drawn) return undefined
    const preview = previewHtml(previewOf(strings as unknown as MailPayload))
    return {
      html: join(drawn.html, strings, escapeLikeReact, preview),
      text: join(drawn.text, strings, (value) => value),
    }
  }

  return {
    filled,
    async render(payload: MailPayload, publicUrl: string): Promise<RenderedMail> {
      return (await filled(payload, publicUrl)) ?? renderMail(payload, publicUrl)
    },
  }
}
