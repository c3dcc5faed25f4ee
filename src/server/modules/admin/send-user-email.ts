import type { AdminSendEmailRequest } from '@shared/admin/admin-users.schemas'
import type { MailRepos } from '../mail/mail.service'
import { type Actor, type AdminUserLookup, type AuditedChange, auditEntry } from './admin-user-common'

type Deps = Pick<AdminUserLookup, 'target'> &
  AuditedChange & {
    /** Puts a mail in the outbox inside the caller's transaction. */
    queueMail: (
      input: { template: string; to: string; variables: Record<string, string> },
      within: MailRepos,
    ) => Promise<unknown>
  }

/** An administrator's own message to a user: the queued mail and its audit record are written together. */
export const sendUserEmail =
  ({ target, transaction, audit, queueMail }: Deps) =>
  async (actor: Actor, id: string, input: AdminSendEmailRequest) => {
    const user = await target(id)
    await transaction(async (repos) => {
      await queueMail(
        {
          template: 'admin-custom',
          to: user.email,
          variables: { subject: input.subject, message: input.body, recipientName: user.username },
        },
        repos,
      )
      await audit.record(auditEntry(actor, 'user.send_email', id), repos)
    })
  }
