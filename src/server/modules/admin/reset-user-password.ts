import { AppError } from '../../lib/app-error'
import type { AccountService } from '../accounts/account.service'
import type { AuditService } from '../audit/audit.service'
import { type Actor, type AdminUserLookup, auditEntry } from './admin-user-common'

type Deps = Pick<AdminUserLookup, 'target'> & {
  accounts: Pick<AccountService, 'sendResetLink'>
  audit: Pick<AuditService, 'record'>
}

/** Emails the user a link to choose a new password. */
export const resetUserPassword =
  ({ target, accounts, audit }: Deps) =>
  async (actor: Actor, id: string) => {
    const user = await target(id)
    if (user.status === 'deactivated') {
      throw new AppError(
        'BAD_REQUEST',
        'This account is deactivated. Activate it before resetting its password.',
      )
    }
    await accounts.sendResetLink(user)
    await audit.record(auditEntry(actor, 'user.reset_password', id))
  }
