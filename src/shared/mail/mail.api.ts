import { z } from 'zod'
import { MessageSchema } from '../auth/auth.schemas'
import { endpoint } from '../http/endpoint'
import { EmailSettingsSchema, UpdateEmailPreferencesSchema } from './email-preferences.schemas'
import { MailOutboxStatusSchema } from './mail-outbox.schemas'

/** The signed token a mail's link carries (address confirmation, unsubscribe). */
const query = z.object({ token: z.string().max(2000).default('') })

/**
 * Mail: the administrator's delivery view, the links mails carry (plain pages that work without signing in),
 * the account's mail preferences, and the development outbox.
 */
export const mailApi = {
  /** Counts per status and the newest mails not delivered, with their last error. */
  outbox: endpoint({ method: 'GET', path: '/api/admin/mail-outbox', response: MailOutboxStatusSchema }),
  /** The page of a confirmation link: a button that posts the token back (opening it changes nothing). */
  verifyPage: endpoint({ method: 'GET', path: '/api/email/verify', query, html: true }),
  /** Confirms the address, then redirects to what was asked for. */
  verify: endpoint({ method: 'POST', path: '/api/email/verify', query, html: true }),
  /** The page of an unsubscribe link: a button that unsubscribes (opening it changes nothing). */
  unsubscribePage: endpoint({ method: 'GET', path: '/api/email/unsubscribe', query, html: true }),
  /** One-click unsubscribe (RFC 8058), posted by the page's button or by the mail client. */
  unsubscribe: endpoint({ method: 'POST', path: '/api/email/unsubscribe', query, html: true }),
  /** The account's optional mails and whether its address is verified. */
  preferences: endpoint({
    method: 'GET',
    path: '/api/user/email-preferences',
    response: EmailSettingsSchema,
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/user/email-preferences',
    body: UpdateEmailPreferencesSchema,
    response: EmailSettingsSchema,
  }),
  /** Mails the account a new link that proves its address. */
  sendVerification: endpoint({
    method: 'POST',
    path: '/api/user/verification-email',
    response: MessageSchema,
  }),
  /** The development outbox page (never in production). */
  devOutbox: endpoint({ method: 'GET', path: '/dev/mail', html: true }),
}
