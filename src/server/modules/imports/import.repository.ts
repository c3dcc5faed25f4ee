import { and, count, desc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { transactionImports } from '../../db/schema/index'

export type ImportRow = typeof transactionImports.$inferSelect
export type NewImport = typeof transactionImports.$inferInsert

/** A user's imports: monthly sums only. */
export function createImportRepository(db: Tx) {
  return {
    insert: async (row: NewImport) => {
      const [saved] = await db.insert(transactionImports).values(row).returning()
      return saved as ImportRow
    },
    listForUser: (userId: string) =>
      db
        .select()
        .from(transactionImports)
        .where(eq(transactionImports.userId, userId))
        .orderBy(desc(transactionImports.createdAt), desc(transactionImports.id)),
    countForUser: async (userId: string) => {
      const [row] = await db
        .select({ n: count() })
        .from(transactionImports)
        .where(eq(transactionImports.userId, userId))
      return row?.n ?? 0
    },
    findOwned: async (id: string, userId: string) => {
      const [row] = await db
        .select()
        .from(transactionImports)
        .where(and(eq(transactionImports.id, id), eq(transactionImports.userId, userId)))
      return row
    },
    deleteOwned: async (id: string, userId: string) => {
      const rows = await db
        .delete(transactionImports)
        .where(and(eq(transactionImports.id, id), eq(transactionImports.userId, userId)))
        .returning({ id: transactionImports.id })
      return rows.length > 0
    },
  }
}
export type ImportRepository = ReturnType<typeof createImportRepository>
