import type { Brand, EntryMode, Funding } from '@shared/imports/import.schemas'

/** A cell that cannot be read: the reader adds the line number and the expected format. */
export class CellError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message)
  }
}

/** Header names compared without case, surrounding spaces or repeated spaces. */
export const normaliseHeader = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

const MONEY = /^(-)?\(?(-)?\$?\s*(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?\)?$/

/**
 * "$1,234.56", "-12.5", "(0.64)", "-$0.64", "12" → integer cents, exactly (no floating point). Empty → 0.
 * A currency code after the number ("12.50 USD") is accepted; anything else is an error.
 */
export function parseCents(text: string, column: string): number {
  let s = text.trim()
  if (s === '' || s === '-' || s === '—') return 0
  s = s.replace(/\s*(USD|US\$)$/i, '')
  const m = MONEY.exec(s)
  if (!m || (m[4] === undefined && m[5] === undefined)) {
    throw new CellError(column, `"${clip(text)}" is not an amount of money`)
  }
  const whole = Number((m[4] ?? '0').replaceAll(',', ''))
  const fraction = Number((m[5] ?? '0').padEnd(2, '0'))
  const negative = Boolean(m[1] || m[2] || m[3]) || (s.includes('(') && s.endsWith(')'))
  const cents = whole * 100 + fraction
  if (!Number.isSafeInteger(cents) || cents > 1e13)
    throw new CellError(column, `"${clip(text)}" is too large`)
  return negative ? -cents : cents
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (n: number) => String(n).padStart(2, '0')

/** "2024-03-05…", "03/05/2024", "3/5/24", "Mar 5, 2024" → "2024-03-05". */
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})/
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/
const NAMED_DATE = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})/

/** Year, month and day of a date cell, or null. */
const dateParts = (s: string): [number, number, number] | null => {
  const iso = ISO_DATE.exec(s)
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  const us = US_DATE.exec(s)
  if (us) {
    const y = Number(us[3])
    return [y < 100 ? y + 2000 : y, Number(us[1]), Number(us[2])]
  }
  const named = NAMED_DATE.exec(s)
  if (named) return [Number(named[3]), MONTHS.indexOf((named[1] ?? '').toLowerCase()) + 1, Number(named[2])]
  return null
}

/** "2024-03-05…", "03/05/2024", "3/5/24", "Mar 5, 2024" → "2024-03-05". */
export function parseDate(text: string, column: string): string {
  const parts = dateParts(text.trim())
  if (!parts) throw new CellError(column, `"${clip(text)}" is not a date`)
  const [y, mo, d] = parts
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (mo < 1 || mo > 12 || date.getUTCDate() !== d || y < 2000 || y > 2100) {
    throw new CellError(column, `"${clip(text)}" is not a date`)
  }
  return `${y}-${pad(mo)}-${pad(d)}`
}

export const brandOf = (text: string): Brand => {
  const s = text.trim().toLowerCase()
  if (s === '') return 'unknown'
  if (s.includes('visa')) return 'visa'
  if (s.includes('master')) return 'mastercard'
  if (s.includes('amex') || s.includes('american express')) return 'amex'
  if (s.includes('discover') || s.includes('diners')) return 'discover'
  return 'other'
}

export const fundingOf = (text: string): Funding => {
  const s = text.trim().toLowerCase()
  if (/commercial|business|corporate|purchasing|fleet/.test(s)) return 'commercial'
  if (s.includes('prepaid')) return 'prepaid'
  if (s.includes('debit')) return 'debit'
  if (s.includes('credit')) return 'credit'
  return 'unknown'
}

/** Card-entry wording of the exports → in person, online or keyed. */
export const entryOf = (text: string): EntryMode => {
  const s = text.trim().toLowerCase()
  if (s === '') return 'unknown'
  if (/key|manual|moto|virtual terminal|phone/.test(s)) return 'keyed'
  if (/online|e-?com|web|on file|not present|cnp|api|invoice|recurring|subscription|checkout/.test(s))
    return 'online'
  if (/swip|dip|emv|chip|contactless|tap|nfc|present|pos|in.?person|terminal|magstripe|fallback/.test(s))
    return 'inPerson'
  return 'unknown'
}

/** A country cell → whether the card is foreign; null when empty. */
export const internationalOf = (text: string): boolean | null => {
  const s = text.trim().toUpperCase()
  if (s === '') return null
  return !(s === 'US' || s === 'USA' || s === 'UNITED STATES' || s === 'UNITED STATES OF AMERICA')
}

/**
 * Spreadsheet formulas in a cell (`=cmd|' /C calc'!A0`, `@SUM(…)`, `+1+cmd|…`): such a file was not written by a
 * processor, and opening it again in a spreadsheet would run them. Signed amounts ("-12.50") are not formulas.
 */
export const isFormula = (cell: string): boolean => {
  const c = cell.charCodeAt(0)
  if (c === 61 /* = */ || c === 64 /* @ */) return true
  if (c === 43 /* + */ || c === 45 /* - */) return /[=|!(]/.test(cell) && !/^[+-]\s*\$?[\d,.()]+$/.test(cell)
  if (c === 9 || c === 13) return isFormula(cell.slice(1))
  return false
}

export const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)
