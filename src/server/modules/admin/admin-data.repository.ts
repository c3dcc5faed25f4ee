import { count, desc, eq, gte, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { assessments, reports, users } from '../../db/schema/index'

export type AssessmentRow = typeof assessments.$inferSelect
export type ReportRow = typeof reports.$inferSelect
export type DayCount = { day: string; n: number; cents: number }

const utcDay = (column: typeof assessments.createdAt | typeof reports.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`

/** The admin console's cross-user reads: all assessments, all reports, and the dashboard figures. */
export function createAdminDataRepository(db: Tx) {
  return {
    listAssessments: async (limit: number): Promise<AssessmentRow[]> =>
      db.select().from(assessments).orderBy(desc(assessments.createdAt)).limit(limit),
    listReports: async (limit: number): Promise<ReportRow[]> =>
      db.select().from(reports).orderBy(desc(reports.createdAt)).limit(limit),

    totals: async () => {
      const [u] = await db
        .select({ total: count(), admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int` })
        .from(users)
      const [r] = await db
        .select({
          paid: sql<number>`count(*) filter (where ${reports.isPaid} and ${reports.refundedAt} is null)::int`,
          cents: sql<number>`coalesce(sum(${reports.amountCents}) filter (where ${reports.isPaid} and ${reports.refundedAt} is null), 0)::int`,
          refunded: sql<number>`count(*) filter (where ${reports.refundedAt} is not null)::int`,
          refundedCents: sql<number>`coalesce(sum(${reports.amountCents}) filter (where ${reports.refundedAt} is not null), 0)::int`,
        })
        .from(reports)
      const [a] = await db
        .select({
          total: count(),
          completed: sql<number>`count(*) filter (where ${assessments.status} = 'completed')::int`,
        })
        .from(assessments)
      return {
        users: Number(u?.total ?? 0),
        admins: Number(u?.admins ?? 0),
        paidReports: Number(r?.paid ?? 0),
        revenueCents: Number(r?.cents ?? 0),
        refundedReports: Number(r?.refunded ?? 0),
        refundsCents: Number(r?.refundedCents ?? 0),
        assessments: Number(a?.total ?? 0),
        completedAssessments: Number(a?.completed ?? 0),
      }
    },

    /** Per UTC day since `since`: assessments started, and paid reports (not refunded) with their amounts. */
    daily: async (since: Date) => {
      const aDay = utcDay(assessments.createdAt)
      const started = await db
        .select({ day: aDay, n: sql<number>`count(*)::int`, cents: sql<number>`0` })
        .from(assessments)
        .where(gte(assessments.createdAt, since))
        .groupBy(aDay)
      const rDay = utcDay(reports.createdAt)
      const bought = await db
        .select({
          day: rDay,
          n: sql<number>`count(*)::int`,
          cents: sql<number>`sum(${reports.amountCents})::int`,
        })
        .from(reports)
        .where(
          sql`${reports.createdAt} >= ${since} and ${eq(reports.isPaid, true)} and ${reports.refundedAt} is null`,
        )
        .groupBy(rDay)
      return { assessments: started as DayCount[], purchases: bought as DayCount[] }
    },
  }
}
export type AdminDataRepository = ReturnType<typeof createAdminDataRepository>
