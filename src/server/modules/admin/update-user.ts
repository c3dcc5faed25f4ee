import type { AdminUpdateUserRequest, AdminUser } from '@shared/admin/admin-users.schemas'
import { AppError } from '../../lib/app-error'
import type { UserRepository } from '../users/user.repository'
import type { Actor, AdminUserLookup, AuditedChange } from './admin-user-common'
import { auditEntry, notSelf } from './admin-user-common'

type Deps = AdminUserLookup &
  AuditedChange & {
    users: Pick<UserRepository, 'findByEmail'>
    /** Ends every session of a user (a new role takes effect at the next sign-in, with its second factor). */
    revokeSessions?: (userId: string) => Promise<unknown>
  }

/** An administrator's edit of an account; a role change and the fields changed are audited with it. */
export const updateUser =
  ({ target, dto, users, transaction, audit, revokeSessions }: Deps) =>
  async (actor: Actor, id: string, input: AdminUpdateUserRequest): Promise<AdminUser> => {
    const before = await target(id)
    if (input.role && input.role !== before.role) notSelf(actor, id, 'change the role of')
    if (input.email && input.email.toLowerCase() !== before.email.toLowerCase()) {
      const other = await users.findByEmail(input.email)
      if (other && other.id !== id)
        throw new AppError('CONFLICT', 'An account with this email already exists')
    }
    const changed = (Object.keys(input) as (keyof AdminUpdateUserRequest)[]).filter(
      (key) => input[key] !== before[key],
    )
    const roleChanged = input.role !== undefined && input.role !== before.role
    await transaction(async (repos) => {
      await repos.users.update(id, input)
      if (roleChanged) {
        await audit.record(
          auditEntry(actor, 'user.role_change', id, { from: before.role, to: input.role }),
          repos,
        )
      }
      if (changed.length > 0) {
        await audit.record(auditEntry(actor, 'user.update', id, { fields: changed }), repos)
      }
    })
    // A new administrator signs in again, enrolling a second factor before the console opens.
    if (roleChanged) await revokeSessions?.(id)
    return dto(id)
  }
