import type { Actor, AdminUserLookup, AuditedChange } from './admin-user-common'
import { auditEntry, notSelf } from './admin-user-common'

type Deps = Pick<AdminUserLookup, 'target'> &
  AuditedChange & {
    /** Called once an account's data is erased (caches of it forget it). */
    afterErase?: () => void
  }

/** Erases an account and what belongs to it; the erasure and its audit record are written together. */
export const deleteUser =
  ({ target, transaction, audit, afterErase }: Deps) =>
  async (actor: Actor, id: string) => {
    const user = await target(id)
    notSelf(actor, id, 'delete')
    await transaction(async (repos) => {
      await repos.adminUsers.erase(id, user.email)
      await audit.record(auditEntry(actor, 'user.delete', id), repos)
    })
    afterErase?.()
  }
