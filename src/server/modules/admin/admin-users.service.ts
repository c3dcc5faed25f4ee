import type {
  AdminInviteUserRequest,
  AdminSendEmailRequest,
  AdminUpdateUserRequest,
  AdminUser,
} from '@shared/admin/admin-users.schemas'
import { usernameFromEmail } from '@shared/auth/username'
import type { Transaction } from '../../db/transaction'
import { AppError, notFound } from '../../lib/app-error'
import { newId, newToken } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import type { AccountService, ActivationRepos } from '../accounts/account.service'
import type { AuditRepository } from '../audit/audit.repository'
import type { AuditService } from '../audit/audit.service'
import type { UserRepository, UserRow } from '../users/user.repository'
import type { AdminUsersRepository, UserWithPayment } from './admin-users.repository'

/** What an administrator's change to an account writes in one transaction, its audit record included. */
type AdminUsersRepos = ActivationRepos & {
  adminUsers: AdminUsersRepository
  users: UserRepository
  audit: Pick<AuditRepository, 'insert'>
}

type Deps = {
  repo: AdminUsersRepository
  users: UserRepository
  transaction: Transaction<AdminUsersRepos>
  accounts: Pick<AccountService, 'sendResetLink' | 'queueActivation'>
  mail: {
    queue: (input: { template: string; to: string; variables: Record<string, string> }) => Promise<unknown>
  }
  audit: AuditService
  /** Ends every session of a user (a new role takes effect at the next sign-in, with its second factor). */
  revokeSessions?: (userId: string) => Promise<unknown>
  now: () => Date
  /** Called once an account's data is erased (caches of it forget it). */
  afterErase?: () => void
  /** Removes the user's second factor; false when none was set up. */
  removeSecondFactor?: (userId: string) => Promise<boolean>
  /** The user's stored rate alerts, when the product stores them. */
  alertsFor?: (userId: string) => Promise<unknown[]>
}

/** Who acts and from where: every change is written to the audit log with both. */
export type Actor = { user: UserRow; ip: string }

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

export function createAdminUsersService(deps: Deps) {
  const { transaction, audit, repo, users } = deps

  const target = async (id: string) => {
    const row = await users.findById(id)
    if (!row) throw notFound('User')
    return row
  }
  const dto = async (id: string) => {
    const row = await repo.findWithPayment(id)
    if (!row) throw notFound('User')
    return toAdminUserDto(row)
  }
  const notSelf = (actor: Actor, id: string, what: string) => {
    if (actor.user.id === id) throw new AppError('BAD_REQUEST', `You cannot ${what} your own account`)
  }

  return {
    list: async (): Promise<AdminUser[]> => (await repo.list()).map(toAdminUserDto),

    update: async (actor: Actor, id: string, input: AdminUpdateUserRequest): Promise<AdminUser> => {
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
            {
              actorUserId: actor.user.id,
              action: 'user.role_change',
              targetUserId: id,
              ip: actor.ip,
              details: { from: before.role, to: input.role },
            },
            repos,
          )
        }
        if (changed.length > 0) {
          await audit.record(
            {
              actorUserId: actor.user.id,
              action: 'user.update',
              targetUserId: id,
              ip: actor.ip,
              details: { fields: changed },
            },
            repos,
          )
        }
      })
      // A new administrator signs in again, enrolling a second factor before the console opens.
      if (roleChanged) await deps.revokeSessions?.(id)
      return dto(id)
    },

    /** Creates a pending account and emails it a link to choose a password, which also activates it. */
    invite: async (actor: Actor, input: AdminInviteUserRequest): Promise<AdminUser> => {
      if (await users.findByEmail(input.email)) {
        throw new AppError('CONFLICT', 'An account with this email already exists')
      }
      const base = usernameFromEmail(input.email)
      const taken = await users.existsByEmailOrUsername(input.email, base)
      const username = taken.username ? `${base.slice(0, 30)}-${newId().slice(0, 6)}` : base
      const passwordHash = await hashPassword(newToken())
      const created = await transaction(async (repos) => {
        const user = await repos.users.insert({
          id: newId(),
          email: input.email,
          username,
          passwordHash,
          role: input.role,
          tier: input.tier,
          status: 'pending',
        })
        await deps.accounts.queueActivation(repos, user, false, `invite:${user.id}`)
        await audit.record(
          {
            actorUserId: actor.user.id,
            action: 'user.invite',
            targetUserId: user.id,
            ip: actor.ip,
            details: { role: input.role, tier: input.tier },
          },
          repos,
        )
        return user
      })
      return dto(created.id)
    },

    resetPassword: async (actor: Actor, id: string) => {
      const user = await target(id)
      if (user.status === 'deactivated') {
        throw new AppError(
          'BAD_REQUEST',
          'This account is deactivated. Activate it before resetting its password.',
        )
      }
      await deps.accounts.sendResetLink(user)
      await audit.record({
        actorUserId: actor.user.id,
        action: 'user.reset_password',
        targetUserId: id,
        ip: actor.ip,
      })
    },

    /** Deactivation ends the user's sessions at once; sign-in is refused until reactivated. */
    setStatus: async (actor: Actor, id: string, status: 'active' | 'deactivated'): Promise<AdminUser> => {
      await target(id)
      if (status === 'deactivated') notSelf(actor, id, 'deactivate')
      await transaction(async (repos) => {
        await repos.users.update(id, { status })
        if (status === 'deactivated') await repos.adminUsers.endSessions(id)
        await audit.record(
          {
            actorUserId: actor.user.id,
            action: status === 'active' ? 'user.activate' : 'user.deactivate',
            targetUserId: id,
            ip: actor.ip,
          },
          repos,
        )
      })
      return dto(id)
    },

    /**
     * For a user who lost their authenticator: the second factor is removed, so the next sign-in asks for
     * the password alone, and the user may set it up again in Account Settings.
     */
    resetSecondFactor: async (actor: Actor, id: string) => {
      const user = await target(id)
      if (user.role === 'admin') {
        throw new AppError(
          'FORBIDDEN',
          "Administrators keep two-factor authentication on: an administrator's authenticator is replaced with ADMIN_TOTP_SECRET.",
        )
      }
      if (!(await deps.removeSecondFactor?.(id))) {
        throw new AppError('CONFLICT', 'Two-factor authentication is already off for this user.')
      }
      await audit.record({
        actorUserId: actor.user.id,
        action: 'user.reset_second_factor',
        targetUserId: id,
        ip: actor.ip,
      })
    },

    sendEmail: async (actor: Actor, id: string, input: AdminSendEmailRequest) => {
      const user = await target(id)
      await deps.mail.queue({
        template: 'admin-custom',
        to: user.email,
        variables: { subject: input.subject, message: input.body, recipientName: user.username },
      })
      await audit.record({
        actorUserId: actor.user.id,
        action: 'user.send_email',
        targetUserId: id,
        ip: actor.ip,
      })
    },

    exportData: async (actor: Actor, id: string) => {
      const user = await target(id)
      const { passwordHash: _hash, ...account } = user
      const data = await repo.exportData(id, user.email)
      await audit.record({
        actorUserId: actor.user.id,
        action: 'user.export',
        targetUserId: id,
        ip: actor.ip,
      })
      return {
        exportedAt: deps.now().toISOString(),
        account,
        ...data,
        alerts: deps.alertsFor ? await deps.alertsFor(id) : [],
      }
    },

    delete: async (actor: Actor, id: string) => {
      const user = await target(id)
      notSelf(actor, id, 'delete')
      await transaction(async (repos) => {
        await repos.adminUsers.erase(id, user.email)
        await audit.record(
          { actorUserId: actor.user.id, action: 'user.delete', targetUserId: id, ip: actor.ip },
          repos,
        )
      })
      deps.afterErase?.()
    },
  }
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>
