/** Card helpers shared by the sandbox card form and the sandbox confirm endpoint. */

export const digitsOnly = (value: string) => value.replace(/\D/g, '')

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i])
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return sum % 10 === 0
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^6(011|5)/.test(digits)) return 'discover'
  return 'unknown'
}

/** "4242424242424242" → "4242 4242 4242 4242" (Amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19)
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1234" → "12 / 34". */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

/** Parses "MM / YY" or "MM/YYYY"; null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!m) return null
  const month = Number(m[1])
  const year = m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  if (month < 1 || month > 12) return null
  return { month, year }
}

export const isExpired = (expiry: { month: number; year: number }, now: Date) =>
  expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)

export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3)

/** First problem with the card fields, by field, or an empty object when they look valid. */
export function cardFieldErrors(
  card: { number: string; expiry: string; cvc: string },
  now: Date,
): Partial<Record<'number' | 'expiry' | 'cvc', string>> {
  const errors: Partial<Record<'number' | 'expiry' | 'cvc', string>> = {}
  const digits = digitsOnly(card.number)
  if (!digits) errors.number = 'Enter your card number.'
  else if (!luhnValid(digits)) errors.number = 'Your card number is invalid.'
  const expiry = parseExpiry(card.expiry)
  if (!card.expiry.trim()) errors.expiry = 'Enter the expiry date.'
  else if (!expiry) errors.expiry = "Your card's expiry date is invalid."
  else if (isExpired(expiry, now)) errors.expiry = "Your card's expiry date is in the past."
  const cvc = digitsOnly(card.cvc)
  if (!cvc) errors.cvc = 'Enter the security code.'
  else if (cvc.length !== cvcLength(cardBrand(digits)) || cvc.length !== card.cvc.trim().length)
    errors.cvc = "Your card's security code is invalid."
  return errors
}

/** Stripe's documented test cards and what the sandbox does with them. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'declined', message: 'Your card was declined.', code: 'card_declined' },
  '4000000000009995': {
    outcome: 'declined',
    message: 'Your card has insufficient funds.',
    code: 'insufficient_funds',
  },
  '4000002500003155': { outcome: 'requires_action' },
} as const
