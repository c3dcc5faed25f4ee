import { MessageSchema } from '../auth/auth.schemas'
import { endpoint } from '../http/endpoint'
import {
  ActivateRequestSchema,
  ActivateResponseSchema,
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from './account.schemas'

/** The account's emailed links (activation, password reset) and the signed-in user's password change. */
export const accountApi = {
  /** Activates the account of the emailed link and signs it in. */
  activate: endpoint({
    method: 'POST',
    path: '/api/activate',
    body: ActivateRequestSchema,
    response: ActivateResponseSchema,
  }),
  /** Emails a reset link: the same answer whether or not the account exists. */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgot-password',
    body: ForgotPasswordRequestSchema,
    response: MessageSchema,
  }),
  /** A new password with the emailed token. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    body: ResetPasswordRequestSchema,
    response: MessageSchema,
  }),
  /** The signed-in user's new password; other sessions are signed out. */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/change-password',
    body: ChangePasswordRequestSchema,
    response: MessageSchema,
  }),
}
