import { z } from 'zod'

/**
 * One password policy wherever a password is chosen (sign-up, checkout, reset, change): at least 8
 * characters, long passphrases allowed, no composition rules (NIST SP 800-63B). The server also refuses
 * the most common passwords from a list it ships.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters'
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.'

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(1024, 'Password must be at most 1024 characters')
