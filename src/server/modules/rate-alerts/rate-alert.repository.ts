import { DASHBOARD_LIST_LIMIT } from '@shared/assessment/user-assessment.schemas'
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import {
  assessments,
  optimizationChecklists,
  pspProviders,
  rateAlertEvents,
  rateAlerts,
  rateHistory,
  reports,
  users,
} from '../../db/schema/index'
import type { ListedReport } from '../reports/report.repository'
import { entitledTier } from '../users/user.repository'

export type AlertRow = typeof rateAlerts.$inferSelect
export type NewAlert = typeof rateAlerts.$inferInsert
export type HistoryRow = typeof rateHistory.$inferSelect
export type NewHistory = typeof rateHistory.$inferInsert

const alertWithProvider = {
  alert: rateAlerts,
  provider: pspProviders.name,
  percent: pspProviders.cardNotPresentPercent,
  fixedCents: pspProviders.cardNotPresentFixedCents,
}

/** Rate alerts, their pending events, the rate history and the saved checklist. */
export function createRateAlertRepository(db: Tx) {
  return {
    /** Every alert of the account (whoever held an unproven account set them; see account.service). */
    deleteForUser: async (userId: string) => {
      await db.delete(rateAlerts).where(eq(rateAlerts.userId, userId))
    },
    listForUser: (userId: string) =>
      db
        .select(alertWithProvider)
        .from(rateAlerts)
        .innerJoin(pspProviders, eq(pspProviders.id, rateAlerts.providerId))
        .where(eq(rateAlerts.userId, userId))
        .orderBy(desc(rateAlerts.createdAt)),
    findOwned: async (id: string, userId: string) => {
      const [row] = await db
        .select(alertWithProvider)
        .from(rateAlerts)
        .innerJoin(pspProviders, eq(pspProviders.id, rateAlerts.providerId))
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)))
      return row
    },
    insert: async (row: NewAlert) => {
      await db.insert(rateAlerts).values(row)
    },
    updateOwned: async (id: string, userId: string, set: Partial<NewAlert>) => {
      const rows = await db
        .update(rateAlerts)
        .set(set)
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)))
        .returning({ id: rateAlerts.id })
      return rows.length > 0
    },
    deleteOwned: async (id: string, userId: string) => {
      const rows = await db
        .delete(rateAlerts)
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)))
        .returning({ id: rateAlerts.id })
      return rows.length > 0
    },
    providerExists: async (id: string) => {
      const [row] = await db
        .select({ id: pspProviders.id })
        .from(pspProviders)
        .where(and(eq(pspProviders.id, id), eq(pspProviders.isActive, true)))
      return Boolean(row)
    },

    /** Active alerts on a provider; their last check becomes `now`. */
    activeForProvider: async (providerId: string, now: Date) =>
      db
        .update(rateAlerts)
        .set({ lastCheckedAt: now })
        .where(and(eq(rateAlerts.providerId, providerId), eq(rateAlerts.status, 'active')))
        .returning(),
    insertHistory: async (row: NewHistory) => {
      await db.insert(rateHistory).values(row)
    },
    insertEvents: async (rows: { id: string; alertId: string; historyId: string }[]) => {
      if (rows.length > 0) await db.insert(rateAlertEvents).values(rows)
    },
    listHistory: (providerId: string | undefined) =>
      db
        .select({ history: rateHistory, provider: pspProviders.name })
        .from(rateHistory)
        .innerJoin(pspProviders, eq(pspProviders.id, rateHistory.providerId))
        .where(providerId ? eq(rateHistory.providerId, providerId) : undefined)
        .orderBy(desc(rateHistory.createdAt))
        .limit(200),

    /** An alert with its owner and the changes not yet mailed, oldest first, locked for this send. */
    pendingFor: async (alertId: string) => {
      const [alert] = await db
        .select({
          alert: rateAlerts,
          email: users.email,
          userId: users.id,
          role: users.role,
          tier: entitledTier,
        })
        .from(rateAlerts)
        .innerJoin(users, eq(users.id, rateAlerts.userId))
        .where(eq(rateAlerts.id, alertId))
        .for('update', { of: rateAlerts })
      if (!alert) return undefined
      const events = await db
        .select({ eventId: rateAlertEvents.id, history: rateHistory })
        .from(rateAlertEvents)
        .innerJoin(rateHistory, eq(rateHistory.id, rateAlertEvents.historyId))
        .where(and(eq(rateAlertEvents.alertId, alertId), isNull(rateAlertEvents.sentAt)))
        .orderBy(asc(rateHistory.createdAt))
      return { ...alert, events }
    },
    markSent: async (alertId: string, eventIds: string[], now: Date) => {
      for (const id of eventIds) {
        await db.update(rateAlertEvents).set({ sentAt: now }).where(eq(rateAlertEvents.id, id))
      }
      await db.update(rateAlerts).set({ lastNotifiedAt: now }).where(eq(rateAlerts.id, alertId))
    },
    countForUser: async (userId: string) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rateAlerts)
        .where(eq(rateAlerts.userId, userId))
      return Number(row?.n ?? 0)
    },
    /** The owner of an alert. */
    ownerOf: async (alertId: string) => {
      const [row] = await db
        .select({ userId: rateAlerts.userId })
        .from(rateAlerts)
        .where(eq(rateAlerts.id, alertId))
      return row?.userId
    },
    /** Active alerts with unsent changes and their last mail (or creation) time. */
    digestCandidates: () =>
      db
        .selectDistinct({
          id: rateAlerts.id,
          userId: rateAlerts.userId,
          frequency: rateAlerts.frequency,
          since: sql<Date>`coalesce(${rateAlerts.lastNotifiedAt}, ${rateAlerts.createdAt})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
        })
        .from(rateAlerts)
        .innerJoin(rateAlertEvents, eq(rateAlertEvents.alertId, rateAlerts.id))
        .where(and(isNull(rateAlertEvents.sentAt), eq(rateAlerts.status, 'active'))),

    /**
     * The reports on the account's dashboard, newest first, as its list reads them (the dashboard's tools read
     * one of them by default; so does the alert mail).
     */
    dashboardReports: async (userId: string): Promise<ListedReport[]> => {
      const rows = await db
        .select()
        .from(reports)
        .where(and(eq(reports.userId, userId), isNull(reports.hiddenAt)))
        .orderBy(desc(reports.createdAt))
        .limit(DASHBOARD_LIST_LIMIT)
      return rows.map((row) => ({ ...row, document: null }))
    },

    /** The account's newest completed assessment, for the effect of a change when it has no open report. */
    latestAssessment: async (userId: string) => {
      const [row] = await db
        .select()
        .from(assessments)
        .where(
          and(
            eq(assessments.status, 'completed'),
            or(
              eq(assessments.userId, userId),
              inArray(
                assessments.id,
                db.select({ id: reports.assessmentId }).from(reports).where(eq(reports.userId, userId)),
              ),
            ),
          ),
        )
        .orderBy(desc(assessments.createdAt))
        .limit(1)
      return row
    },

    findChecklist: async (userId: string) => {
      const [row] = await db
        .select()
        .from(optimizationChecklists)
        .where(eq(optimizationChecklists.userId, userId))
      return row?.completed
    },
    saveChecklist: async (userId: string, completed: number[], now: Date) => {
      await db
        .insert(optimizationChecklists)
        .values({ userId, completed, updatedAt: now })
        .onConflictDoUpdate({
          target: optimizationChecklists.userId,
          set: { completed, updatedAt: now, version: sql`${optimizationChecklists.version} + 1` },
        })
    },
  }
}
export type RateAlertRepository = ReturnType<typeof createRateAlertRepository>
