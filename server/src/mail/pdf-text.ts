// Lines of text in any of the site's scripts on a pdf-lib page, in embedded Noto fonts.
//
// The fonts come from the @fontsource packages as WOFF files, one per Unicode subset (latin,
// latin-ext, vietnamese, cyrillic…, arabic, and about a hundred numbered slices of Chinese), each
// listed with its unicode-range in the package's CSS. A line is cut into grapheme clusters, each
// drawn in the first file that has glyphs for all of its characters; a file is read only when a
// character needs it, and its bytes and its parsed font are kept for the process. Each document
// embeds only the files it uses, as subsets of the glyphs it draws.
//
// pdf-lib's own drawText shapes a run with fontkit (joined Arabic letter forms, ligatures) but
// draws every glyph at its default advance, dropping the positions the font's GPOS table gives:
// kerning, and the dots and hamzas that Noto Sans Arabic draws as marks placed on their letters.
// So a run is shaped here with fontkit and each glyph is drawn at its own position, with the codes
// pdf-lib's encoder gives it (which also put the glyph in the subset and its text in the ToUnicode
// map, so a viewer copies and searches the words). That map has one text per glyph, the first the
// glyph was laid out for: an Arabic letter the font draws as a dotless form shared with a sibling
// letter, plus dots, may copy as that sibling ("رقم" as "رفم"); it reads right on the page.
//
// The order on the line is the Unicode bidirectional algorithm's (bidi-js): an Arabic line runs
// from the right, and a Latin name, a number or a date in it keeps its own left-to-right order.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateSync } from 'node:zlib'
import fontkit, { type Font } from '@pdf-lib/fontkit'
import bidiFactory from 'bidi-js'
import {
  beginText,
  endText,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  type RGB,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib'

export type Weight = 400 | 700

/** The font packages, in the order a character is looked for in them. */
const FAMILIES = ['@fontsource/noto-sans', '@fontsource/noto-sans-arabic', '@fontsource/noto-sans-sc']

interface Face {
  /** The WOFF file. */
  path: string
  /** The code points the file is for: [first, last] pairs from its unicode-range. */
  ranges: [number, number][]
}

const resolve = createRequire(import.meta.url).resolve

/** The faces a family's CSS lists for a weight, in its order: `src` … `.woff`, then `unicode-range`. */
function facesOf(css: string, folder: string): Face[] {
  const faces: Face[] = []
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]
    if (!file || !range) continue
    const ranges = range.split(',').map((part): [number, number] => {
      const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-')
      return [Number.parseInt(first, 16), Number.parseInt(last, 16)]
    })
    faces.push({ path: join(folder, file), ranges })
  }
  return faces
}

const facesByWeight = new Map<Weight, Promise<Face[]>>()
function faces(weight: Weight): Promise<Face[]> {
  let made = facesByWeight.get(weight)
  if (!made) {
    made = Promise.all(
      FAMILIES.map(async (family) => {
        const css = resolve(`${family}/${weight}.css`)
        return facesOf(await readFile(css, 'utf8'), dirname(css))
      }),
    ).then((lists) => lists.flat())
    made.catch(() => facesByWeight.delete(weight))
    facesByWeight.set(weight, made)
  }
  return made
}

/**
 * The TrueType font a WOFF 1 file wraps: its tables inflated and laid out again after an sfnt
 * header. pdf-lib subsets a TrueType font as it reads it; from the WOFF itself, fontkit would
 * inflate the whole glyph table again for every glyph it copies.
 */
export function sfntOf(woff: Buffer): Uint8Array {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file.')
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, at) => {
    const entry = 44 + at * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    }
  })
  padGlyphs(tables)
  const header = 12 + count * 16
  const size = tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), header)
  const sfnt = Buffer.alloc(size)
  let power = 1
  while (power * 2 <= count) power *= 2
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(count, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = header
  tables.forEach((table, at) => {
    const entry = 12 + at * 16
    sfnt.writeUInt32BE(table.tag, entry)
    sfnt.writeUInt32BE(table.checksum, entry + 4)
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(table.data.length, entry + 12)
    table.data.copy(sfnt, offset)
    offset += (table.data.length + 3) & ~3
  })
  return new Uint8Array(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength)
}

const tagOf = (name: string) => Buffer.from(name, 'latin1').readUInt32BE(0)

/**
 * Every glyph's data padded to an even length, with long offsets. The fontsource files keep
 * glyphs at odd offsets, and fontkit's subset writes short offsets (halved) whenever they fit:
 * an odd length there shifts every glyph after it, and the PDF shows nothing for them.
 */
function padGlyphs(tables: { tag: number; data: Buffer }[]) {
  const find = (name: string) => tables.find((table) => table.tag === tagOf(name))
  const [head, maxp, loca, glyf] = [find('head'), find('maxp'), find('loca'), find('glyf')]
  if (!head || !maxp || !loca || !glyf) return
  const long = head.data.readInt16BE(50) === 1
  const glyphs = maxp.data.readUInt16BE(4)
  const offset = (at: number) => (long ? loca.data.readUInt32BE(at * 4) : loca.data.readUInt16BE(at * 2) * 2)
  const pieces: Buffer[] = []
  const offsets = Buffer.alloc((glyphs + 1) * 4)
  let length = 0
  for (let at = 0; at < glyphs; at++) {
    const data = glyf.data.subarray(offset(at), offset(at + 1))
    offsets.writeUInt32BE(length, at * 4)
    pieces.push(data, Buffer.alloc(data.length % 2))
    length += data.length + (data.length % 2)
  }
  offsets.writeUInt32BE(length, glyphs * 4)
  glyf.data = Buffer.concat(pieces)
  loca.data = offsets
  head.data = Buffer.from(head.data)
  head.data.writeInt16BE(1, 50)
}

interface Loaded {
  bytes: Uint8Array
  /** Parsed once: for the glyph checks and the shaping here, and pdf-lib's embedding. */
  font: Font
}

const loaded = new Map<string, Promise<Loaded>>()
const parsed = new WeakMap<Uint8Array, Font>()

/**
 * The font, its layouts kept by text: each run is laid out here and again by pdf-lib's encoder,
 * and a receipt's labels are the same in every receipt of a language. At most 500 kept per file.
 */
function rememberLayouts(font: Font): Font {
  const layout = font.layout.bind(font)
  const kept = new Map<string, ReturnType<Font['layout']>>()
  font.layout = (text, ...rest) => {
    if (rest.length > 0 && rest.some((argument) => argument !== undefined)) return layout(text, ...rest)
    let run = kept.get(text)
    if (!run) {
      if (kept.size >= 500) kept.clear()
      run = layout(text)
      kept.set(text, run)
    }
    return run
  }
  return font
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

/**
 * fontkit as pdf-lib sees it: a font this module has parsed is handed over as it is, rather than
 * parsed again for every document (its tables, decoded on first use, are most of a receipt's time).
 */
const sharedFontkit: Fontkit = {
  create: (bytes) => (parsed.get(bytes) ?? fontkit.create(bytes)) as ReturnType<Fontkit['create']>,
}

function load(path: string): Promise<Loaded> {
  let made = loaded.get(path)
  if (!made) {
    made = readFile(path).then((woff) => {
      const bytes = sfntOf(woff)
      const font = rememberLayouts(fontkit.create(bytes))
      parsed.set(bytes, font)
      return { bytes, font }
    })
    made.catch(() => loaded.delete(path))
    loaded.set(path, made)
  }
  return made
}

const covers = (face: Face, codePoint: number) =>
  face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last)

/** The face found for a text, by list (a weight's faces): a receipt's words recur. */
const found = new WeakMap<Face[], Map<string, Face | undefined>>()

/** The first face with a glyph for every character of `text`, or none. */
async function faceFor(text: string, list: Face[]): Promise<Face | undefined> {
  let known = found.get(list)
  if (!known) {
    known = new Map()
    found.set(list, known)
  }
  if (known.has(text)) return known.get(text)
  const codePoints = Array.from(text, (char) => char.codePointAt(0) ?? 0)
  let face: Face | undefined
  for (const each of list) {
    if (!codePoints.every((codePoint) => covers(each, codePoint))) continue
    const { font } = await load(each.path)
    if (codePoints.every((codePoint) => font.hasGlyphForCodePoint(codePoint))) {
      face = each
      break
    }
  }
  if (known.size >= 5000) known.clear()
  known.set(text, face)
  return face
}

const bidi = bidiFactory()
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' })
const BIDI_CONTROLS = /^[\u200e\u200f\u202a-\u202e\u2066-\u2069]$/u

/** A stretch of a line in one face and one direction, in logical order. */
interface Run {
  text: string
  face: Face
  level: number
}

/**
 * The line's runs in the order they stand on the page, left to right. A cluster no one file
 * covers is tried composed (NFC: "E" and a combining circumflex and tilde as "Ễ"), then character
 * by character; a character no file has is drawn as the first file's missing-glyph box.
 */
async function runsOf(text: string, direction: 'ltr' | 'rtl', weight: Weight): Promise<Run[]> {
  const list = await faces(weight)
  const [fallback] = list
  if (!fallback) throw new Error('No fonts.')
  const levels = bidi.getEmbeddingLevels(text, direction)
  // Brackets and the like face the other way in a right-to-left run.
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels)
  const runs: Run[] = []
  const add = (part: string, face: Face, level: number) => {
    const last = runs.at(-1)
    if (last && last.face === face && last.level === level) last.text += part
    else runs.push({ text: part, face, level })
  }
  for (const { segment, index } of graphemes.segment(text)) {
    // The marks that steer the algorithm (isolates, embeddings, LRM and RLM) have done so: not drawn.
    if (BIDI_CONTROLS.test(segment)) continue
    const level = levels.levels[index] ?? 0
    const cluster = mirrored.has(index) ? `${mirrored.get(index)}${segment.slice(1)}` : segment
    const composed = cluster.normalize('NFC')
    const face = await faceFor(cluster, list)
    const composedFace = face || composed === cluster ? undefined : await faceFor(composed, list)
    if (face) add(cluster, face, level)
    else if (composedFace) add(composed, composedFace, level)
    else for (const char of cluster) add(char, (await faceFor(char, list)) ?? fallback, level)
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at or above it.
  const highest = Math.max(0, ...runs.map((run) => run.level))
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1))
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; ) {
      let end = start
      while ((runs[end]?.level ?? -1) >= level) end++
      runs.splice(start, end - start, ...runs.slice(start, end).reverse())
      start = end + 1
    }
  }
  return runs
}

/** A run shaped: its glyphs left to right, with pdf-lib's code for each and where it goes. */
interface Shaped {
  pdfFont: PDFFont
  /** Where each goes, in font units from the run's start. */
  glyphs: { code: string; x: number; y: number }[]
  /** In font units. */
  width: number
  unitsPerEm: number
}

/** The faces one document has embedded, by file: each is embedded once, as a subset. */
export class PdfFonts {
  readonly #pdf: PDFDocument
  readonly #embedded = new Map<string, Promise<PDFFont>>()

  constructor(pdf: PDFDocument) {
    pdf.registerFontkit(sharedFontkit)
    this.#pdf = pdf
  }

  embed(face: Face): Promise<PDFFont> {
    let made = this.#embedded.get(face.path)
    if (!made) {
      made = load(face.path).then(({ bytes }) => this.#pdf.embedFont(bytes, { subset: true }))
      this.#embedded.set(face.path, made)
    }
    return made
  }
}

async function shape(run: Run, fonts: PdfFonts): Promise<Shaped> {
  const { font } = await load(run.face.path)
  const pdfFont = await fonts.embed(run.face)
  const layout = font.layout(run.text)
  const hex = pdfFont.encodeText(run.text).toString().slice(1, -1)
  const codes = hex.match(/.{4}/g) ?? []
  if (codes.length !== layout.glyphs.length) throw new Error('The PDF font encoded a run differently.')
  const glyphs = layout.positions.map((position, at) => ({ position, code: codes[at] ?? '0000' }))
  // fontkit gives a right-to-left script's glyphs already from the left; any other run the bidi
  // algorithm puts right to left (a space, a colon between Arabic words) is turned round here.
  if ((run.level % 2 === 1) !== (layout.direction === 'rtl')) glyphs.reverse()
  let pen = 0
  const placed = glyphs.map(({ position, code }) => {
    const at = { code, x: pen + position.xOffset, y: position.yOffset }
    pen += position.xAdvance
    return at
  })
  return { pdfFont, glyphs: placed, width: pen, unitsPerEm: font.unitsPerEm }
}

export interface ShapedLine {
  runs: Shaped[]
  /** The line's width at `size`, in points. */
  width: number
  size: number
}

/** A line laid out at a size, ready to be measured and drawn. */
export async function shapeLine(
  text: string,
  { size, weight = 400, direction = 'ltr' }: { size: number; weight?: Weight; direction?: 'ltr' | 'rtl' },
  fonts: PdfFonts,
): Promise<ShapedLine> {
  const runs = await Promise.all((await runsOf(text, direction, weight)).map((run) => shape(run, fonts)))
  const width = runs.reduce((sum, run) => sum + (run.width * size) / run.unitsPerEm, 0)
  return { runs, width, size }
}

/** Draws a shaped line with its left end at (x, y). */
export function drawLine(page: PDFPage, line: ShapedLine, x: number, y: number, color: RGB): void {
  let pen = x
  for (const run of line.runs) {
    const scale = line.size / run.unitsPerEm
    const key = page.node.newFontDictionary(run.pdfFont.name, run.pdfFont.ref)
    page.pushOperators(beginText(), setFillingColor(color), setFontAndSize(key, line.size))
    for (const { code, x: dx, y: dy } of run.glyphs) {
      page.pushOperators(
        setTextMatrix(1, 0, 0, 1, pen + dx * scale, y + dy * scale),
        showText(PDFHexString.of(code)),
      )
    }
    page.pushOperators(endText())
    pen += run.width * scale
  }
}
