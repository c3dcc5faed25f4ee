import type { Config } from './config'
import type { Database } from './db/client'
import { createJobRepository } from './jobs/job.repository'
import { createAdsRepository } from './modules/ads/ads.repository'
import { createAdsService } from './modules/ads/ads.service'
import { createAuthService } from './modules/auth/auth.service'
import { createBlogRepository } from './modules/blog/blog.repository'
import { createBlogService } from './modules/blog/blog.service'
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository'
import { createCatalogueService } from './modules/catalogue/catalogue.service'
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository'
import { createRateLimiter } from './modules/rate-limit/rate-limit.service'
import { createSessionRepository } from './modules/sessions/session.repository'
import { createSessionService } from './modules/sessions/session.service'
import { createUserRepository } from './modules/users/user.repository'

export type Clock = () => Date

/** Wires repositories into services once per app; routes reach them through `app.services`. */
export function createServices(database: Database, config: Config, now: Clock) {
  const { db } = database
  const users = createUserRepository(db)
  const limiter = createRateLimiter(createRateLimitRepository(db), now)
  const sessions = createSessionService(
    createSessionRepository(db),
    {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      adminIdleMinutes: config.SESSION_ADMIN_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    },
    now,
  )
  const auth = createAuthService({ users, sessions, limiter })
  const jobs = createJobRepository(db)
  const catalogueRepository = createCatalogueRepository(db)
  const catalogue = createCatalogueService(catalogueRepository, { brandName: config.BRAND_NAME })
  const ads = createAdsService({ repo: createAdsRepository(db), now })
  const blog = createBlogService({
    repo: createBlogRepository(db),
    enqueue: jobs.enqueue,
    brandName: config.BRAND_NAME,
    now,
    findKeywordIdByTerm: ads.findIdByTerm,
  })
  return { users, limiter, sessions, auth, jobs, catalogueRepository, catalogue, ads, blog }
}
export type Services = ReturnType<typeof createServices>
