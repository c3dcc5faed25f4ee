import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { knownDevices, signInChallenges, userSecondFactors } from '../../db/schema/index'

export type SecondFactorRow = typeof userSecondFactors.$inferSelect
export type ChallengeRow = typeof signInChallenges.$inferSelect

export function createSecondFactorRepository(db: Tx) {
  return {
    find: async (userId: string): Promise<SecondFactorRow | undefined> => {
      const [row] = await db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, userId))
      return row
    },
    setPending: async (userId: string, pendingSecret: string, at: Date) => {
      await db
        .insert(userSecondFactors)
        .values({ userId, pendingSecret, updatedAt: at })
        .onConflictDoUpdate({ target: userSecondFactors.userId, set: { pendingSecret, updatedAt: at } })
    },
    /** Turns the factor on with a confirmed secret; `step` is the step of the code that confirmed it. */
    enable: async (userId: string, secret: string, step: number | null, at: Date) => {
      const set = { secret, enabledAt: at, lastUsedStep: step, pendingSecret: null, updatedAt: at }
      await db
        .insert(userSecondFactors)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: userSecondFactors.userId, set })
    },
    insertDevice: async (row: typeof knownDevices.$inferInsert) => {
      await db.insert(knownDevices).values(row)
    },
    findDevice: async (tokenHash: string) => {
      const [row] = await db.select().from(knownDevices).where(eq(knownDevices.tokenHash, tokenHash))
      return row
    },
    deleteDevices: async (userId: string) => {
      await db.delete(knownDevices).where(eq(knownDevices.userId, userId))
    },
    purgeExpiredDevices: async (at: Date) => {
      await db.delete(knownDevices).where(lt(knownDevices.expiresAt, at))
    },
    disable: async (userId: string) => {
      await db.delete(userSecondFactors).where(eq(userSecondFactors.userId, userId))
    },
    /** Records a code's step once: false when that step (or a later one) was already used. */
    claimStep: async (userId: string, step: number, at: Date): Promise<boolean> => {
      const rows = await db
        .update(userSecondFactors)
        .set({ lastUsedStep: step, updatedAt: at })
        .where(
          and(
            eq(userSecondFactors.userId, userId),
            or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userSecondFactors.userId })
      return rows.length === 1
    },

    insertChallenge: async (row: typeof signInChallenges.$inferInsert) => {
      await db.insert(signInChallenges).values(row)
    },
    findChallenge: async (tokenHash: string): Promise<ChallengeRow | undefined> => {
      const [row] = await db.select().from(signInChallenges).where(eq(signInChallenges.tokenHash, tokenHash))
      return row
    },
    /** Counts a wrong code; returns the attempts made so far. */
    countAttempt: async (tokenHash: string): Promise<number> => {
      const [row] = await db
        .update(signInChallenges)
        .set({ attempts: sql`${signInChallenges.attempts} + 1` })
        .where(eq(signInChallenges.tokenHash, tokenHash))
        .returning({ attempts: signInChallenges.attempts })
      return row?.attempts ?? Number.POSITIVE_INFINITY
    },
    /** Removes a challenge; false when it was already gone (used by a parallel request). */
    deleteChallenge: async (tokenHash: string): Promise<boolean> => {
      const rows = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.tokenHash, tokenHash))
        .returning({ tokenHash: signInChallenges.tokenHash })
      return rows.length === 1
    },
    purgeExpiredChallenges: async (at: Date) => {
      await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, at))
    },
  }
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>
