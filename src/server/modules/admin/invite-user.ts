import type { AdminInviteUserRequest, AdminUser } from '@shared/admin/admin-users.schemas'
import { usernameFromEmail } from '@shared/auth/username'
import { AppError } from '../../lib/app-error'
import { newId, newToken } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import type { AccountService } from '../accounts/account.service'
import type { UserRepository } from '../users/user.repository'
import { type Actor, type AdminUserLookup, type AuditedChange, auditEntry } from './admin-user-common'

type Deps = Pick<AdminUserLookup, 'dto'> &
  AuditedChange & {
    users: Pick<UserRepository, 'findByEmail' | 'existsByEmailOrUsername'>
    accounts: Pick<AccountService, 'queueActivation'>
  }

/** Creates a pending account and emails it a link to choose a password, which also activates it. */
export const inviteUser =
  ({ dto, users, transaction, accounts, audit }: Deps) =>
  async (actor: Actor, input: AdminInviteUserRequest): Promise<AdminUser> => {
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
      await accounts.queueActivation(repos, user, false, `invite:${user.id}`)
      await audit.record(
        auditEntry(actor, 'user.invite', user.id, { role: input.role, tier: input.tier }),
        repos,
      )
      return user
    })
    return dto(created.id)
  }
