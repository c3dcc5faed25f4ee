import { mailApi } from '@shared/mail/mail.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

/** The admin's view of mail delivery: what is waiting, what was sent, what failed and why. */
export const mailOutboxRoutes: FastifyPluginAsync = async (app) => {
  const { mail } = app.services
  await route(
    app,
    mailApi.outbox,
    {
      access: 'admin',
      noStore: true,
      tags: ['admin email templates'],
      summary: 'Mail delivery: counts per status and the newest mails not delivered, with their last error',
      errors: [401, 403],
    },
    async () => mail.outboxStatus(),
  )
}
