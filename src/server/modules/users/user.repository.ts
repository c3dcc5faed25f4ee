import { eq, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { users } from '../../db/schema/index'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

export function createUserRepository(db: Tx) {
  return {
    findById: async (id: string): Promise<UserRow | undefined> => {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row
    },
    findByEmail: async (email: string): Promise<UserRow | undefined> => {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1)
      return row
    },
    /** Finds by email or by username, case-insensitively. */
    findByLogin: async (login: string): Promise<UserRow | undefined> => {
      const [row] = await db
        .select()
        .from(users)
        .where(
          or(sql`lower(${users.email}) = lower(${login})`, sql`lower(${users.username}) = lower(${login})`),
        )
        .limit(1)
      return row
    },
    existsByEmailOrUsername: async (email: string, username: string) => {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          or(
            sql`lower(${users.email}) = lower(${email})`,
            sql`lower(${users.username}) = lower(${username})`,
          ),
        )
      return {
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      }
    },
    insert: async (user: NewUser): Promise<UserRow> => {
      const [row] = await db.insert(users).values(user).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    update: async (id: string, data: Partial<NewUser>): Promise<UserRow | undefined> => {
      const [row] = await db
        .update(users)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      return row
    },
  }
}
export type UserRepository = ReturnType<typeof createUserRepository>
