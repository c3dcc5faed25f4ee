import type { AdminUser } from '@shared/admin/admin-users.schemas'
import type { Transaction } from '../../db/transaction'
import { AppError, notFound } from '../../lib/app-error'
import type { ActivationRepos } from '../accounts/account.service'
import type { AuditRepository } from '../audit/audit.repository'
import type { AuditAction, AuditEntry, AuditService } from '../audit/audit.service'
import type { SecondFactorRepository } from '../second-factor/second-factor.repository'
import type { UserRepository, UserRow } from '../users/user.repository'
import type { AdminUsersRepository, UserWithPayment } from './admin-users.repository'

/** What an administrator's change to an account writes in one transaction, its audit record included. */
export type AdminUsersRepos = ActivationRepos & {
  adminUsers: AdminUsersRepository
  users: UserRepository
  secondFactor: Pick<SecondFactorRepository, 'find' | 'disable'>
  audit: Pick<AuditRepository, 'insert'>
}

/** What an audited change needs: its transaction, and the audit log written in it. */
export type AuditedChange = {
  transaction: Transaction<AdminUsersRepos>
  audit: Pick<AuditService, 'record'>
}

/** Who acts and from where: every change is written to the audit log with both. */
export type Actor = { user: UserRow; ip: string }

/** The audit record of an administrator's act on an account. */
export const auditEntry = (
  actor: Actor,
  action: AuditAction,
  targetUserId: string,
  details?: Record<string, unknown>,
): AuditEntry => ({ actorUserId: actor.user.id, action, targetUserId, ip: actor.ip, details })

export const notSelf = (actor: Actor, id: string, what: string) => {
  if (actor.user.id === id) throw new AppError('BAD_REQUEST', `You cannot ${what} your own account`)
}

export const toAdminUserDto = (row: UserWithPayment): AdminUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  role: row.role,
  tier: row.tier,
  grantedTier: row.grantedTier,
  status: row.status,
  paymentCustomer: row.hasPaid ? 'Active' : 'None',
  createdAt: row.createdAt.toISOString(),
})

/** The account an administrator acts on, and the console's view of it once the act is done. */
export const adminUserLookup = ({
  repo,
  users,
}: {
  repo: Pick<AdminUsersRepository, 'findWithPayment'>
  users: Pick<UserRepository, 'findById'>
}) => ({
  target: async (id: string): Promise<UserRow> => {
    const row = await users.findById(id)
    if (!row) throw notFound('User')
    return row
  },
  dto: async (id: string): Promise<AdminUser> => {
    const row = await repo.findWithPayment(id)
    if (!row) throw notFound('User')
    return toAdminUserDto(row)
  },
})
export type AdminUserLookup = ReturnType<typeof adminUserLookup>
