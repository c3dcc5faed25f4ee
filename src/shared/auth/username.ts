import { z } from 'zod'

const patterns: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Japanese', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
]

/** The alphabets a name's letters come from (digits and . _ - belong to none). */
export function scriptsOf(name: string): Set<string> {
  const found = new Set<string>()
  for (const ch of name) {
    if (!/\p{L}/u.test(ch)) continue
    found.add(patterns.find(([, re]) => re.test(ch))?.[0] ?? 'Other')
  }
  return found
}

/** Letters of other alphabets that look like Latin ones (Unicode confusables, lower case). */
const lookAlikes: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  и: 'u',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ց: 'g',
  զ: 'q',
}

/** The Latin name a username would be mistaken for: each look-alike letter replaced by its Latin twin. */
export const usernameSkeleton = (name: string) =>
  [...name.toLowerCase()].map((ch) => lookAlikes[ch] ?? ch).join('')

/**
 * Names nobody gets as a username: an attacker's first guesses for the administrator's login, and names a
 * visitor would take for the service speaking (checked on the Latin skeleton, so look-alikes count).
 */
const reservedUsernames = new Set([
  'admin',
  'administrator',
  'root',
  'superuser',
  'sysadmin',
  'system',
  'support',
  'help',
  'staff',
  'moderator',
  'owner',
  'security',
  'billing',
  'postmaster',
  'webmaster',
  'hostmaster',
  'abuse',
  'noreply',
  'no-reply',
  'info',
  'api',
])

export const isReservedUsername = (name: string) =>
  reservedUsernames.has(usernameSkeleton(name.normalize('NFKC')))

/** Usernames: NFKC-normalised (full-width and compatibility forms fold), letters from one alphabet. */
export const UsernameSchema = z
  .string()
  .trim()
  .transform((v) => v.normalize('NFKC'))
  .pipe(
    z
      .string()
      .min(3, 'Username must be at least 3 characters')
      .max(40, 'Username must be at most 40 characters')
      .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain letters, numbers, dots, dashes and underscores')
      .refine(
        (v) => scriptsOf(v).size <= 1,
        'Username must use letters from one alphabet only (for example not Latin and Cyrillic together)',
      )
      .refine((v) => !isReservedUsername(v), 'This username is reserved. Please choose another one.'),
  )

/**
 * A username from an address's local part (letters, digits, dots, dashes, underscores, at most 30), made up
 * to 3 characters with `filler` when shorter. The one rule for accounts the product creates itself
 * (invitations, purchases, the configured administrator); the caller makes it unique.
 */
export const usernameFromEmail = (email: string, filler = 'user') => {
  const base = (email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 30)
  if (isReservedUsername(base)) return `${base}-account`
  return base.length >= 3 ? base : `${base}${filler}`.slice(0, 30)
}
