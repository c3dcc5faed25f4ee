import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from './client'

type Logger = { warn: (obj: unknown, msg?: string) => void }

/**
 * Tells every server instance that shared data changed, so each drops what it keeps in memory at once.
 * On PostgreSQL: NOTIFY on the app's pool, LISTEN on one dedicated connection per instance, reconnected
 * after a database restart (and every listener called then, since a change may have been missed). On the
 * embedded database there is one instance: listeners are called directly.
 */
export type ChangeNotifier = {
  /** Announces a change to every instance, this one included. */
  publish: (channel: ChangeChannel) => Promise<void>
  listen: (channel: ChangeChannel, listener: () => void) => void
  /** Opens the listening connection (PostgreSQL only). */
  start: () => Promise<void>
  close: () => Promise<void>
}

export const CHANGE_CHANNELS = ['catalogue'] as const
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number]

const channelName = (channel: ChangeChannel) => `pm_changed_${channel}`
const RECONNECT_MS = 1_000

export function createChangeNotifier(
  database: Database,
  url: string | undefined,
  log: Logger,
): ChangeNotifier {
  const listeners = new Map<ChangeChannel, (() => void)[]>()
  const call = (channel: ChangeChannel) => {
    for (const listener of listeners.get(channel) ?? []) listener()
  }
  const callAll = () => {
    for (const channel of listeners.keys()) call(channel)
  }
  const listen = (channel: ChangeChannel, listener: () => void) => {
    listeners.set(channel, [...(listeners.get(channel) ?? []), listener])
  }
  if (database.kind !== 'postgres' || !url) {
    return {
      publish: async (channel) => call(channel),
      listen,
      start: async () => {},
      close: async () => {},
    }
  }

  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let warned = false

  const connect = async () => {
    if (closed) return
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
    const lost = (err?: Error) => {
      if (client === next) client = null
      next.removeAllListeners('notification')
      void next.end().catch(() => {})
      if (closed) return
      if (!warned) log.warn({ err: err?.message }, 'change notifications paused: reconnecting to PostgreSQL')
      warned = true
      clearTimeout(retry)
      retry = setTimeout(() => void connect(), RECONNECT_MS)
    }
    next.on('error', lost)
    next.on('end', () => lost())
    next.on('notification', (message) => {
      const channel = CHANGE_CHANNELS.find((c) => channelName(c) === message.channel)
      if (channel) call(channel)
    })
    try {
      await next.connect()
      for (const channel of CHANGE_CHANNELS) await next.query(`listen ${channelName(channel)}`)
      client = next
      if (warned) {
        warned = false
        callAll()
      }
    } catch (err) {
      lost(err as Error)
    }
  }

  return {
    publish: async (channel) => {
      call(channel)
      await database.db.execute(sql`select pg_notify(${channelName(channel)}, '')`)
    },
    listen,
    start: () => connect(),
    close: async () => {
      closed = true
      clearTimeout(retry)
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}
