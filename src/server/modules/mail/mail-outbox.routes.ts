import { ApiErrorSchema } from '@shared/http/api-error'
import { MailOutboxStatusSchema } from '@shared/mail/mail-outbox.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The admin's view of mail delivery: what is waiting, what was sent, what failed and why. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app.services
  app.get(
    '/api/admin/mail-outbox',
    {
      config: { access: 'admin', noStore: true },
      schema: {
        tags: ['admin email templates'],
        summary: 'Mail delivery: counts per status and the newest mails not delivered, with their last error',
        response: { 200: MailOutboxStatusSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => {
      return mail.outboxStatus()
    },
  )
}
