/** How long a read trusts the version in memory before asking the database whether it changed. */
export const CONTENT_RECHECK_MS = 1000

/**
 * The version of some content that pages and answers are cached by (ADR 023). A write made through this
 * instance calls `invalidate` after it commits, so the next read asks the database again; a write made by
 * another instance is seen within `recheckMs`, when a read asks the database for the content's cheap
 * version (row count and row versions, no row data). Concurrent reads share one question.
 */
export function createContentVersion(
  read: () => Promise<string>,
  options: { recheckMs?: number; clock?: () => number } = {},
) {
  const recheckMs = options.recheckMs ?? CONTENT_RECHECK_MS
  const clock = options.clock ?? Date.now
  let known: { version: string; checkedAt: number } | null = null
  let reading: Promise<string> | null = null
  // Bumped by every invalidation, so an answer that was read before a write is not kept after it.
  let generation = 0

  const refresh = async (): Promise<string> => {
    const started = generation
    const checkedAt = clock()
    const version = await read()
    if (started === generation) known = { version, checkedAt }
    return version
  }

  return {
    current: async (): Promise<string> => {
      if (known && clock() - known.checkedAt < recheckMs) return known.version
      if (!reading) reading = refresh().finally(() => (reading = null))
      return reading
    },
    /** Called after every committed write to the content made by this instance. */
    invalidate: () => {
      generation += 1
      known = null
      reading = null
    },
  }
}
export type ContentVersion = ReturnType<typeof createContentVersion>
