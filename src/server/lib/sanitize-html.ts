import sanitize from 'sanitize-html'

const schemes = ['http', 'https', 'mailto']

/**
 * Rich article HTML (pitch deck, SEO posts): headings, lists, tables, links and images only.
 * Scripts, styles, event handlers, forms, frames and script URLs are removed.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'blockquote',
      'pre',
      'code',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'small',
      'mark',
      'a',
      'img',
      'figure',
      'figcaption',
      'section',
      'div',
      'span',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      '*': ['id', 'class'],
    },
    allowedSchemes: schemes,
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  })
}

/**
 * Mail HTML: the whole document with inline styles and layout tables, but no script, event
 * handler, form, frame or script URL.
 */
export function sanitizeMailHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'html',
      'head',
      'meta',
      'title',
      'body',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'div',
      'span',
      'a',
      'img',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'blockquote',
      'small',
      'center',
      'font',
    ],
    allowedAttributes: {
      '*': ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'class', 'role', 'lang', 'dir'],
      a: ['href', 'title', 'target', 'rel', 'style'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      meta: ['charset', 'name', 'content'],
      table: ['cellpadding', 'cellspacing', 'border', 'role', 'width', 'style', 'align', 'bgcolor'],
      td: ['colspan', 'rowspan', 'style', 'align', 'valign', 'width', 'bgcolor'],
      font: ['color', 'size', 'face'],
    },
    allowedSchemes: schemes,
    allowedSchemesByTag: { img: ['https', 'http', 'cid'] },
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    // Placeholders such as href="{{resetUrl}}" are kept as they are.
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    parser: { lowerCaseAttributeNames: true },
  })
}
