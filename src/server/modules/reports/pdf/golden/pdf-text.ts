import { extractText, getDocumentProxy } from 'unpdf'

/**
 * A PDF's text as the tests read it: one line per page, whitespace collapsed; dates (which change with the
 * day a report is made) made stable.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: false })
  return text
    .map((page, i) => `--- page ${i + 1}\n${page.replace(/\s+/g, ' ').trim()}`)
    .join('\n')
    .replace(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/g,
      '<date>',
    )
    .concat('\n')
}
