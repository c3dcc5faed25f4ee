import { AppError } from '../../lib/app-error'
import {
  type Actor,
  type AdminUserLookup,
  type AdminUsersRepos,
  type AuditedChange,
  auditEntry,
} from './admin-user-common'

type Deps = Pick<AdminUserLookup, 'target'> &
  AuditedChange & {
    /** Removes the user's second factor in the given transaction; false when none was set up. */
    removeSecondFactor?: (userId: string, within: AdminUsersRepos) => Promise<boolean>
  }

/**
 * For a user who lost their authenticator: the second factor is removed, so the next sign-in asks for
 * the password alone, and the user may set it up again in Account Settings. The removal and its audit
 * record are written together.
 */
export const resetSecondFactor =
  ({ target, transaction, audit, removeSecondFactor }: Deps) =>
  async (actor: Actor, id: string) => {
    const user = await target(id)
    if (user.role === 'admin') {
      throw new AppError(
        'FORBIDDEN',
        "Administrators keep two-factor authentication on: an administrator's authenticator is replaced with ADMIN_TOTP_SECRET.",
      )
    }
    await transaction(async (repos) => {
      if (!(await removeSecondFactor?.(id, repos))) {
        throw new AppError('CONFLICT', 'Two-factor authentication is already off for this user.')
      }
      await audit.record(auditEntry(actor, 'user.reset_second_factor', id), repos)
    })
  }
