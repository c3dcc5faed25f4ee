import PDFDocument from 'pdfkit'

export type Doc = InstanceType<typeof PDFDocument>

/** Brand colours (the site's theme) and the page geometry every section lays out against. */
export const colors = {
  brand: '#0b6e99',
  brandDark: '#08506f',
  ink: '#1a1b1e',
  muted: '#5c5f66',
  rule: '#dee2e6',
  band: '#eef6fa',
  savings: '#0f9d58',
  bar: '#7fb8d4',
} as const

export const page = { size: 'LETTER' as const, margin: 54, headerHeight: 24, footerHeight: 28 }

/**
 * The standard PDF fonts speak Windows-1252 only: characters outside it (arrows, ≈, ≤) are spelled out so
 * no text is lost or garbled.
 */
const replacements: [RegExp, string][] = [
  [/→/g, '->'],
  [/≈/g, '~'],
  [/≤/g, '<='],
  [/≥/g, '>='],
  [/−/g, '-'],
  [/ /g, ' '],
  [/[\u2000-\u200b]/g, ' '],
]
/** Windows-1252's characters above Latin-1 (the curly quotes, dashes, bullet, euro…). */
const cp1252Extras = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)))
const printable = (c: string) => {
  const code = c.codePointAt(0) ?? 0
  return code <= 0xff || cp1252Extras.has(code)
}

export const safe = (text: string): string =>
  [...replacements.reduce((t, [pattern, to]) => t.replace(pattern, to), text)]
    .map((c) => (printable(c) ? c : '?'))
    .join('')

export function createDoc(info: { Title: string; Author: string; Subject: string }): Doc {
  return new PDFDocument({
    size: page.size,
    margins: {
      top: page.margin + page.headerHeight,
      bottom: page.margin + page.footerHeight,
      left: page.margin,
      right: page.margin,
    },
    bufferPages: true,
    info,
    pdfVersion: '1.7',
  })
}

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right
export const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom

/** Starts a new page when fewer than `height` points are left on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage()
}

/** A section title on a new page, with the brand rule under it. */
export function sectionTitle(doc: Doc, title: string, intro?: string) {
  doc.addPage()
  doc.font('Helvetica-Bold').fontSize(20).fillColor(colors.brandDark).text(safe(title))
  const y = doc.y + 4
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + 60, y)
    .lineWidth(3)
    .strokeColor(colors.brand)
    .stroke()
  doc.moveDown(1)
  if (intro) paragraph(doc, intro, { color: colors.muted })
}

export function subheading(doc: Doc, text: string) {
  ensureSpace(doc, 60)
  doc.moveDown(0.6)
  doc.font('Helvetica-Bold').fontSize(13).fillColor(colors.ink).text(safe(text))
  doc.moveDown(0.3)
}

export function paragraph(doc: Doc, text: string, options: { color?: string; size?: number } = {}) {
  doc
    .font('Helvetica')
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? colors.ink)
    .text(safe(text), { lineGap: 2.5, align: 'left' })
  doc.moveDown(0.6)
}

export function bullets(doc: Doc, items: readonly string[], options: { size?: number } = {}) {
  const size = options.size ?? 10.5
  for (const item of items) {
    ensureSpace(doc, size * 2.4)
    const x = doc.page.margins.left
    const y = doc.y
    doc.circle(x + 3, y + size / 2, 1.8).fill(colors.brand)
    doc
      .font('Helvetica')
      .fontSize(size)
      .fillColor(colors.ink)
      .text(safe(item), x + 12, y, { width: contentWidth(doc) - 12, lineGap: 2 })
    doc.moveDown(0.25)
  }
  doc.x = doc.page.margins.left
  doc.moveDown(0.4)
}

/** A subheading and its bullets, or nothing at all when there are no bullets: no heading stands empty. */
export function bulletSection(
  doc: Doc,
  heading: string,
  items: readonly string[],
  options: { size?: number } = {},
) {
  if (items.length === 0) return
  subheading(doc, heading)
  bullets(doc, items, options)
}

/** Label / value pairs in two columns. */
export function facts(doc: Doc, rows: readonly [string, string][]) {
  const x = doc.page.margins.left
  const labelWidth = 170
  // A short block stays together on one page.
  doc.font('Helvetica-Bold').fontSize(10)
  const height = rows.reduce(
    (sum, [, value]) => sum + doc.heightOfString(safe(value), { width: contentWidth(doc) - labelWidth }) + 4,
    0,
  )
  if (height < 250) ensureSpace(doc, height)
  for (const [label, value] of rows) {
    // The row's own height, as the block's was reckoned: a fixed allowance would push a last short row
    // that fits onto a page of its own.
    doc.font('Helvetica-Bold').fontSize(10)
    const valueHeight = doc.heightOfString(safe(value), { width: contentWidth(doc) - labelWidth })
    doc.font('Helvetica').fontSize(10)
    ensureSpace(doc, Math.max(valueHeight, doc.heightOfString(safe(label), { width: labelWidth - 8 })))
    const y = doc.y
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colors.muted)
      .text(safe(label), x, y, { width: labelWidth - 8 })
    const afterLabel = doc.y
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colors.ink)
      .text(safe(value), x + labelWidth, y, { width: contentWidth(doc) - labelWidth })
    doc.y = Math.max(afterLabel, doc.y) + 4
  }
  doc.x = x
  doc.moveDown(0.5)
}

export type Column = { header: string; width: number; align?: 'left' | 'right' }

/** A table whose header repeats on every page it runs onto; rows never split across pages. */
export function table(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly string[][],
  options: { size?: number } = {},
) {
  const size = options.size ?? 9
  const x0 = doc.page.margins.left
  const total = contentWidth(doc)
  const scale = total / columns.reduce((s, c) => s + c.width, 0)
  const widths = columns.map((c) => c.width * scale)
  const pad = 4
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(size)
    return (
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(safe(cell), { width: (widths[i] ?? 0) - pad * 2 })),
      ) +
      pad * 2
    )
  }
  const drawRow = (cells: readonly string[], font: string, fill?: string, color: string = colors.ink) => {
    const h = rowHeight(cells, font)
    const y = doc.y
    if (fill) doc.rect(x0, y, total, h).fill(fill)
    let x = x0
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(safe(cell), x + pad, y + pad, { width: w - pad * 2, align: columns[i]?.align ?? 'left' })
      x += w
    })
    doc
      .moveTo(x0, y + h)
      .lineTo(x0 + total, y + h)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke()
    doc.y = y + h
  }
  const header = columns.map((c) => c.header)
  ensureSpace(doc, rowHeight(header, 'Helvetica-Bold') + 24)
  drawRow(header, 'Helvetica-Bold', colors.brand, '#ffffff')
  rows.forEach((row, i) => {
    if (doc.y + rowHeight(row, 'Helvetica') > bottomLimit(doc)) {
      doc.addPage()
      drawRow(header, 'Helvetica-Bold', colors.brand, '#ffffff')
    }
    drawRow(row, 'Helvetica', i % 2 === 1 ? colors.band : undefined)
  })
  doc.x = x0
  doc.moveDown(0.8)
}

/** Header and footer on every page but the cover: title, page N of M. */
export function decoratePages(doc: Doc, title: string, footer: string) {
  const range = doc.bufferedPageRange()
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const { width, height } = doc.page
    const left = page.margin
    const right = width - page.margin
    const bottomMargin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.font('Helvetica').fontSize(8).fillColor(colors.muted)
    doc.text(safe(title), left, page.margin - 6, { width: right - left, lineBreak: false })
    doc
      .moveTo(left, page.margin + 8)
      .lineTo(right, page.margin + 8)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke()
    doc.text(safe(footer), left, height - page.margin, { width: (right - left) * 0.75, lineBreak: false })
    doc.text(`Page ${i + 1} of ${range.count}`, left, height - page.margin, {
      width: right - left,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = bottomMargin
  }
}

/** Renders the document to one buffer. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
