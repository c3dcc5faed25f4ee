import { PROVIDERS } from '@shared/catalogue/providers'
import type { Config } from '../config'
import { newId } from '../lib/ids'
import { hashPassword } from '../modules/auth/password'
import { seedArticles } from '../modules/blog/seed-articles'
import type { Services } from '../services'

/** Makes sure the configured administrator exists with role admin. Idempotent. */
async function ensureAdmin(config: Config, services: Services) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return
  const existing = await services.users.findByEmail(config.ADMIN_EMAIL)
  if (existing) {
    if (existing.role !== 'admin') await services.users.update(existing.id, { role: 'admin' })
    return
  }
  const base = config.ADMIN_EMAIL.split('@')[0]?.replace(/[^\p{L}\p{N}._-]/gu, '') || 'admin'
  let username = base.length >= 3 ? base : 'admin'
  for (
    let i = 2;
    (await services.users.existsByEmailOrUsername(config.ADMIN_EMAIL, username)).username;
    i++
  ) {
    username = `${base}${i}`
  }
  await services.users.insert({
    id: newId(),
    email: config.ADMIN_EMAIL,
    username,
    passwordHash: await hashPassword(config.ADMIN_PASSWORD),
    role: 'admin',
    tier: 'enterprise',
  })
}

/** Idempotent reference data and accounts every instance needs; run at start after migrations. */
export async function seed(config: Config, services: Services) {
  await services.catalogueRepository.upsertSeed(PROVIDERS)
  services.catalogueCache.invalidate()
  await ensureAdmin(config, services)
  await services.blog.seedArticles(seedArticles)
  await services.mail.seedTemplates()
}
