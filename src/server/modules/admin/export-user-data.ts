import { type Actor, type AdminUserLookup, type AuditedChange, auditEntry } from './admin-user-common'
import type { AdminUsersRepository } from './admin-users.repository'

type Deps = Pick<AdminUserLookup, 'target'> &
  AuditedChange & {
    repo: Pick<AdminUsersRepository, 'exportData'>
    /** The user's stored rate alerts, when the product stores them. */
    alertsFor?: (userId: string) => Promise<unknown[]>
    now: () => Date
  }

/**
 * Everything stored about a user, as one document. The export changes nothing, so its audit record is
 * written on its own, once the document is assembled and before it is answered: no record, no export.
 */
export const exportUserData =
  ({ target, repo, transaction, audit, alertsFor, now }: Deps) =>
  async (actor: Actor, id: string) => {
    const user = await target(id)
    const { passwordHash: _hash, ...account } = user
    const data = await repo.exportData(id, user.email)
    const alerts = alertsFor ? await alertsFor(id) : []
    await transaction((repos) => audit.record(auditEntry(actor, 'user.export', id), repos))
    return { exportedAt: now().toISOString(), account, ...data, alerts }
  }
