import { join } from 'node:path'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { projectRoot } from '../lib/project-root'
import type { Database } from './client'

export const migrationsFolder = join(projectRoot(), 'drizzle')

/** Applies the committed SQL migrations; a no-op when up to date. Safe with several instances on PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // Loaded only with the embedded database (see openPglite).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator')
    // biome-ignore lint/suspicious/noExplicitAny: both drizzle flavours share the migrator contract
    await migratePglite(database.db as any, { migrationsFolder })
    return
  }
  // Serialise concurrent start-ups of several instances with an advisory lock.
  await database.db.transaction(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(72010001)')
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(tx as any, { migrationsFolder })
  })
}
