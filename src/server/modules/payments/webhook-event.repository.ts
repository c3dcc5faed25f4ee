import type { Tx } from '../../db/client'
import { webhookEvents } from '../../db/schema/index'

export function createWebhookEventRepository(db: Tx) {
  return {
    /** Records an event id; false when it was recorded before (a redelivery). */
    record: async (id: string, type: string): Promise<boolean> => {
      const rows = await db
        .insert(webhookEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id })
      return rows.length > 0
    },
  }
}
export type WebhookEventRepository = ReturnType<typeof createWebhookEventRepository>
