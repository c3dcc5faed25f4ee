import type { Tx } from '../../db/client'
import type { ReportRepository } from './report.repository'

/**
 * Whoever proves an account's address (a reset or activation link) receives the reports bought for it
 * from a browser not signed in to it: they appear on the dashboard, and their tier is the account's while
 * they are paid, not refunded and not expired (users.repository `entitledTier`).
 */
export function createHeldReportRelease(deps: { reports: (tx: Tx) => ReportRepository }) {
  return async (tx: Tx, userId: string): Promise<number> =>
    (await deps.reports(tx).releaseHeld(userId)).length
}
