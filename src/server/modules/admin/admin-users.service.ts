import type { AdminUser } from '@shared/admin/admin-users.schemas'
import type { Transaction } from '../../db/transaction'
import type { AccountService } from '../accounts/account.service'
import type { AuditService } from '../audit/audit.service'
import type { MailRepos } from '../mail/mail.service'
import type { UserRepository } from '../users/user.repository'
import { type AdminUsersRepos, adminUserLookup, toAdminUserDto } from './admin-user-common'
import type { AdminUsersRepository } from './admin-users.repository'
import { deleteUser } from './delete-user'
import { exportUserData } from './export-user-data'
import { inviteUser } from './invite-user'
import { resetSecondFactor } from './reset-second-factor'
import { resetUserPassword } from './reset-user-password'
import { sendUserEmail } from './send-user-email'
import { setUserStatus } from './set-user-status'
import { updateUser } from './update-user'

export { type Actor, toAdminUserDto } from './admin-user-common'

type Deps = {
  repo: AdminUsersRepository
  users: UserRepository
  transaction: Transaction<AdminUsersRepos>
  accounts: Pick<AccountService, 'sendResetLink' | 'queueActivation'>
  /** Puts a mail in the outbox inside the caller's transaction. */
  queueMail: (
    input: { template: string; to: string; variables: Record<string, string> },
    within: MailRepos,
  ) => Promise<unknown>
  audit: AuditService
  /** Ends every session of a user (a new role takes effect at the next sign-in, with its second factor). */
  revokeSessions?: (userId: string) => Promise<unknown>
  now: () => Date
  /** Called once an account's data is erased (caches of it forget it). */
  afterErase?: () => void
  /** Removes the user's second factor in the given transaction; false when none was set up. */
  removeSecondFactor?: (userId: string, within: AdminUsersRepos) => Promise<boolean>
  /** The user's stored rate alerts, when the product stores them. */
  alertsFor?: (userId: string) => Promise<unknown[]>
}

export function createAdminUsersService(deps: Deps) {
  const { repo, users, transaction, accounts, audit } = deps
  const { target, dto } = adminUserLookup({ repo, users })

  return {
    list: async (): Promise<AdminUser[]> => (await repo.list()).map(toAdminUserDto),
    update: updateUser({ target, dto, users, transaction, audit, revokeSessions: deps.revokeSessions }),
    invite: inviteUser({ dto, users, transaction, accounts, audit }),
    resetPassword: resetUserPassword({ target, accounts, audit }),
    setStatus: setUserStatus({ target, dto, transaction, audit }),
    resetSecondFactor: resetSecondFactor({
      target,
      transaction,
      audit,
      removeSecondFactor: deps.removeSecondFactor,
    }),
    sendEmail: sendUserEmail({ target, transaction, audit, queueMail: deps.queueMail }),
    exportData: exportUserData({
      target,
      repo,
      transaction,
      audit,
      alertsFor: deps.alertsFor,
      now: deps.now,
    }),
    delete: deleteUser({ target, transaction, audit, afterErase: deps.afterErase }),
  }
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>
