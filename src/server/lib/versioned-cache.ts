/** How long a kept value is trusted, by default, before the source is asked for its version again. */
export const RECHECK_MS = 1000

/** A value and the version of the source it was read from. */
export type Versioned<V> = { value: V; version: string }

/** Where one key's value comes from, given with each read. */
export type Source<V> = {
  /** Reads the value and the version it is of (read the version first: a value is never newer than its label). */
  load: () => Promise<Versioned<V>>
  /**
   * The source's version now, when the caller knows it (a catalogue version, or a key that names its own
   * version): a kept value of another version is loaded again. Never rechecked.
   */
  version?: string
  /**
   * Asks the source for its version (cheap: no row data). A kept value is trusted for `recheckMs`, then
   * this is asked once for everyone reading it; a different answer loads the value again.
   */
  versionOf?: () => Promise<string | undefined>
  /** Whether a loaded value is kept (default: always); one not kept still answers the reads that waited for it. */
  keep?: (value: V) => boolean
}

export type CacheOptions<V> = {
  /** For the admin cache page. */
  id: string
  name: string
  description: string
  /** The most keys kept; the least recently read goes first (default: no limit). */
  maxEntries?: number
  /** How long a kept value is trusted before `versionOf` is asked again (default `RECHECK_MS`). */
  recheckMs?: number
  /** The clock in milliseconds (`millisecondsOf(now)`, lib/clock); never read for a `version` source. */
  clock?: () => number
  /** How many items one value counts for in `entries` (default 1: one per key). */
  size?: (value: V) => number
}

type Entry<V> = Versioned<V> & { checkedAt: number }

/**
 * Values kept in memory by key, each with the version of what it was read from (ADR 050): a read whose
 * source has moved on loads again; a write made through this instance calls `invalidate`. Reads of one key
 * that need the source share one question (single flight), and a load that an invalidation overtook is
 * not kept. Counts hits (answered from memory) and misses (answered by a load) for the admin cache page.
 */
export function createVersionedCache<V>(options: CacheOptions<V>) {
  const recheckMs = options.recheckMs ?? RECHECK_MS
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY
  const clock = options.clock ?? Date.now
  const entries = new Map<string, Entry<V>>()
  type Flight = Promise<{ value: V; loaded: boolean }>
  // One question to the source per key at a time (for a `version` source, per key and version).
  const inFlight = new Map<string, { flight: Flight; version: string | undefined; token: object }>()
  let hits = 0
  let misses = 0

  const store = (key: string, loaded: Versioned<V>, checkedAt: number) => {
    entries.delete(key)
    if (entries.size >= maxEntries) {
      const leastRecent = entries.keys().next().value
      if (leastRecent !== undefined) entries.delete(leastRecent)
    }
    entries.set(key, { ...loaded, checkedAt })
  }

  const ask = (key: string, source: Source<V>, kept: Entry<V> | undefined, now: number) => {
    const token = {}
    const current = () => inFlight.get(key)?.token === token
    const flight = (async () => {
      if (kept && source.versionOf && (await source.versionOf()) === kept.version) {
        kept.checkedAt = now
        return { value: kept.value, loaded: false }
      }
      const loaded = await source.load()
      // An invalidation while this load ran (it dropped the flight) means the value may predate a write.
      if (!current()) return { value: loaded.value, loaded: true }
      if (source.keep?.(loaded.value) ?? true) store(key, loaded, now)
      else entries.delete(key)
      return { value: loaded.value, loaded: true }
    })().finally(() => {
      if (current()) inFlight.delete(key)
    })
    inFlight.set(key, { flight, version: source.version, token })
    return flight
  }

  const get = async (key: string, source: Source<V>): Promise<V> => {
    const kept = entries.get(key)
    if (kept) {
      const fresh =
        source.version !== undefined
          ? kept.version === source.version
          : !source.versionOf || clock() - kept.checkedAt < recheckMs
      if (fresh) {
        hits += 1
        entries.delete(key)
        entries.set(key, kept)
        return kept.value
      }
    }
    const pending = inFlight.get(key)
    const shared = pending && pending.version === source.version ? pending.flight : undefined
    const found = await (shared ?? ask(key, source, kept, clock()))
    if (found.loaded) misses += 1
    else hits += 1
    return found.value
  }

  const stats = () => {
    let count = 0
    for (const entry of entries.values()) count += options.size ? options.size(entry.value) : 1
    return { entries: count, hits, misses }
  }

  return {
    get,
    /** Called after every committed write through this instance to what `key` (or, without one, every key) shows. */
    invalidate: (key?: string) => {
      if (key === undefined) {
        entries.clear()
        inFlight.clear()
      } else {
        entries.delete(key)
        inFlight.delete(key)
      }
    },
    stats,
    /** The admin cache page's card. */
    figures: () => ({ id: options.id, name: options.name, description: options.description, ...stats() }),
    /** Forgets every value and the counts (the admin cache page's Clear). */
    clear: () => {
      entries.clear()
      inFlight.clear()
      hits = 0
      misses = 0
    },
  }
}
export type VersionedCache<V> = ReturnType<typeof createVersionedCache<V>>

/**
 * The caches of one app instance: each made here runs on the app's clock and appears on the admin cache
 * page, which clears them all at once.
 */
export function createCaches(clock: () => number) {
  const made: Array<Pick<VersionedCache<never>, 'figures' | 'clear'>> = []
  return {
    create: <V>(options: Omit<CacheOptions<V>, 'clock'>): VersionedCache<V> => {
      const cache = createVersionedCache<V>({ ...options, clock })
      made.push(cache)
      return cache
    },
    figures: () => made.map((cache) => cache.figures()),
    clear: () => {
      for (const cache of made) cache.clear()
    },
  }
}
export type Caches = ReturnType<typeof createCaches>
