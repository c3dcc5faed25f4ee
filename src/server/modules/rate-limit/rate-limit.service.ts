import { AppError } from '../../lib/app-error'
import type { createRateLimitRepository } from './rate-limit.repository'

type Repo = ReturnType<typeof createRateLimitRepository>
export type Limit = { max: number; windowMs: number }

const tooMany = (resetAt: Date, now: Date, message: string) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))) },
  })

/** Fixed-window limits stored in the database, so every instance shares them. */
export function createRateLimiter(repo: Repo, now: () => Date, multiplier = 1) {
  const scaled = (limit: Limit): Limit => ({ ...limit, max: limit.max * multiplier })
  return {
    /** Counts a hit; throws 429 with Retry-After once the window's budget is spent. */
    consume: async (key: string, limit: Limit, message = 'Too many attempts. Please wait and try again.') => {
      const at = now()
      const hit = await repo.hit(key, limit.windowMs, at)
      if (hit.count > scaled(limit).max) throw tooMany(hit.resetAt, at, message)
    },
    /** Throws 429 if the key is already over its budget, without counting a hit. */
    check: async (key: string, limit: Limit, message = 'Too many attempts. Please wait and try again.') => {
      const at = now()
      const hit = await repo.peek(key, at)
      if (hit && hit.count >= scaled(limit).max) throw tooMany(hit.resetAt, at, message)
    },
    /** Counts a hit without ever refusing. */
    hit: async (key: string, limit: Limit) => {
      await repo.hit(key, limit.windowMs, now())
    },
    /** Whether the key has reached its budget, without counting or refusing. */
    isOver: async (key: string, limit: Limit) => {
      const hit = await repo.peek(key, now())
      return Boolean(hit && hit.count >= scaled(limit).max)
    },
    reset: (key: string) => repo.clear(key),
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
