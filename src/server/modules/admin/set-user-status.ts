import type { AdminUser } from '@shared/admin/admin-users.schemas'
import type { Actor, AdminUserLookup, AuditedChange } from './admin-user-common'
import { auditEntry, notSelf } from './admin-user-common'

type Deps = AdminUserLookup & AuditedChange

/** Deactivation ends the user's sessions at once; sign-in is refused until reactivated. */
export const setUserStatus =
  ({ target, dto, transaction, audit }: Deps) =>
  async (actor: Actor, id: string, status: 'active' | 'deactivated'): Promise<AdminUser> => {
    await target(id)
    if (status === 'deactivated') notSelf(actor, id, 'deactivate')
    await transaction(async (repos) => {
      await repos.users.update(id, { status })
      if (status === 'deactivated') await repos.adminUsers.endSessions(id)
      await audit.record(
        auditEntry(actor, status === 'active' ? 'user.activate' : 'user.deactivate', id),
        repos,
      )
    })
    return dto(id)
  }
