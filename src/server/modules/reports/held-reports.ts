import { tierFor } from '@shared/checkout/prices'
import type { Tx } from '../../db/client'
import type { UserRepository } from '../users/user.repository'
import type { ReportRepository } from './report.repository'

const tierRank = { free: 0, startup: 1, established: 2, enterprise: 3 } as const

/**
 * Whoever proves an account's address (a reset or activation link) receives the reports bought for it
 * from a browser not signed in to it: they appear on the dashboard and raise the tier (never lower it).
 */
export function createHeldReportRelease(deps: {
  reports: (tx: Tx) => ReportRepository
  users: (tx: Tx) => UserRepository
}) {
  return async (tx: Tx, userId: string): Promise<number> => {
    const released = await deps.reports(tx).releaseHeld(userId)
    if (released.length === 0) return 0
    const users = deps.users(tx)
    const user = await users.findById(userId)
    if (!user) return released.length
    const best = released
      .map((r) => tierFor(r.reportType))
      .reduce((a, b) => (tierRank[b] > tierRank[a] ? b : a), user.tier)
    if (best !== user.tier) await users.update(userId, { tier: best })
    return released.length
  }
}
