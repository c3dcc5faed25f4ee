import sanitize from 'sanitize-html'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
const decode = (s: string) =>
  s
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))

/** Inline markup to Markdown; `text` is already sanitised with the narrow allow-list below. */
const inline = (html: string) =>
  decode(
    html
      .replace(/<br \/>/g, '  \n')
      .replace(/<(strong|b)>([\s\S]*?)<\/\1>/g, '**$2**')
      .replace(/<(em|i)>([\s\S]*?)<\/\1>/g, '*$2*')
      .replace(/<code>([\s\S]*?)<\/code>/g, '`$1`')
      .replace(
        /<a href="([^"]*)">([\s\S]*?)<\/a>/g,
        (_m, href: string, text: string) => `[${text}](${href.replace(/\)/g, '%29')})`,
      )
      .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim()

const cells = (row: string, tag: 'th' | 'td') =>
  [...row.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    inline(m[1] ?? '').replace(/\|/g, '\\|'),
  )

function tableToMarkdown(html: string): string {
  const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? '')
  if (rows.length === 0) return ''
  const head = cells(rows[0] ?? '', 'th')
  const headCells = head.length ? head : cells(rows[0] ?? '', 'td')
  const body = rows.slice(1).map((r) => cells(r, 'td'))
  const line = (c: string[]) => `| ${c.join(' | ')} |`
  return [line(headCells), line(headCells.map(() => '---')), ...body.map(line)].join('\n')
}

/**
 * Article HTML (headings, paragraphs, lists, tables, links, emphasis) as Markdown for the blog,
 * which renders Markdown and shows raw HTML as text. Anything else is dropped first.
 */
export function htmlToMarkdown(html: string): string {
  const clean = sanitize(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'a',
      'code',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  })
  const blocks: string[] = []
  const re = /<(h[1-4]|p|ul|ol|blockquote|table)>([\s\S]*?)<\/\1>/g
  for (const m of clean.matchAll(re)) {
    const tag = m[1] ?? ''
    const body = m[2] ?? ''
    if (tag.startsWith('h')) blocks.push(`${'#'.repeat(Math.max(2, Number(tag[1])))} ${inline(body)}`)
    else if (tag === 'p') blocks.push(inline(body))
    else if (tag === 'blockquote') blocks.push(`> ${inline(body)}`)
    else if (tag === 'table') blocks.push(tableToMarkdown(body))
    else {
      const items = [...body.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(
        (li, i) => `${tag === 'ol' ? `${i + 1}.` : '-'} ${inline(li[1] ?? '')}`,
      )
      blocks.push(items.join('\n'))
    }
  }
  return blocks.filter((b) => b.trim() !== '').join('\n\n')
}
