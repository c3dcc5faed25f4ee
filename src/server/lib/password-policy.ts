import { COMMON_PASSWORD_MESSAGE } from '@shared/auth/password-policy'
import { AppError } from './app-error'
import { COMMON_PASSWORDS } from './common-password-list'

const common = new Set(COMMON_PASSWORDS.split('\n').filter(Boolean))

/** True for a password on the shipped list of common and breached passwords (case and width ignored). */
export const isCommonPassword = (password: string) => common.has(password.normalize('NFKC').toLowerCase())

/** Refuses a common password with 400 in the validation shape, naming the field. */
export function assertAcceptablePassword(password: string, field = 'password') {
  if (!isCommonPassword(password)) return
  throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, {
    details: [{ path: field, message: COMMON_PASSWORD_MESSAGE }],
  })
}
