import { isReservedUsername, usernameFromEmail } from '@shared/auth/username'
import { PROVIDERS } from '@shared/catalogue/providers'
import type { Config } from '../config'
import { verifyPassword } from '../lib/password'
import { seedArticles } from '../modules/blog/seed-articles'
import type { Platform, Services } from '../services'
import { userRow } from './factories'

export type SeedLog = { info: (message: string) => void; warn: (message: string) => void }

/** The administrator's username from the address, made unique (never a reserved name). */
async function freeUsername(users: Platform['users'], email: string): Promise<string> {
  const base = usernameFromEmail(email, 'admin')
  let username = base
  for (let i = 2; (await users.existsByEmailOrUsername(email, username)).username; i++) {
    username = `${base}${i}`
  }
  return username
}

/**
 * Makes sure the configured administrator exists with role admin. Idempotent. An account it finds with
 * that email and did not create is promoted only when its address was verified (an activation or reset
 * link was used) and its password is ADMIN_PASSWORD: registering the address first gains nothing.
 */
async function ensureAdmin(config: Config, users: Platform['users'], log: SeedLog): Promise<string | null> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null
  const existing = await users.findByEmail(config.ADMIN_EMAIL)
  if (existing) {
    if (existing.role === 'admin') {
      // An administrator created before names like `admin` were reserved: an attacker's first guess.
      if (isReservedUsername(existing.username)) {
        const username = await freeUsername(users, config.ADMIN_EMAIL)
        await users.update(existing.id, { username })
        log.info(`ADMIN_EMAIL: the admin's reserved username was changed to ${username}`)
      }
      return existing.id
    }
    const proven =
      existing.emailVerifiedAt !== null &&
      (await verifyPassword(existing.passwordHash, config.ADMIN_PASSWORD))
    if (!proven) {
      log.warn(
        `ADMIN_EMAIL: the existing account ${existing.id} with this address was not promoted to admin: ` +
          (existing.emailVerifiedAt === null
            ? 'its email address was never verified'
            : 'its password is not ADMIN_PASSWORD') +
          '. Verify the address and set its password to ADMIN_PASSWORD (or delete the account), then restart.',
      )
      return null
    }
    await users.update(existing.id, { role: 'admin' })
    log.info(
      `ADMIN_EMAIL: the existing verified account ${existing.id} proved ADMIN_PASSWORD and was promoted to admin`,
    )
    return existing.id
  }
  const username = await freeUsername(users, config.ADMIN_EMAIL)
  const created = await users.insert(
    await userRow({
      email: config.ADMIN_EMAIL,
      username,
      password: config.ADMIN_PASSWORD,
      role: 'admin',
      tier: 'enterprise',
      verified: true,
    }),
  )
  log.info('ADMIN_EMAIL: the admin account was created with ADMIN_PASSWORD')
  return created.id
}

/**
 * ADMIN_TOTP_SECRET enrols the administrator's authenticator from the environment; without it the
 * administrator's first sign-in shows a QR code to enrol one before the console opens.
 */
async function ensureAdminSecondFactor(config: Config, services: Services, adminId: string, log: SeedLog) {
  if (!config.ADMIN_TOTP_SECRET) return
  if (await services.secondFactor.provision(adminId, config.ADMIN_TOTP_SECRET)) {
    log.info("ADMIN_TOTP_SECRET: the administrator's second factor was enrolled from the environment")
  }
}

/** Idempotent reference data and accounts every instance needs; run at start after migrations. */
/** `app` is the built app: its services, and its platform repositories for the accounts and catalogue it seeds. */
export async function seed(
  config: Config,
  { services, platform }: { services: Services; platform: Platform },
  log: SeedLog,
) {
  await platform.catalogue.upsertSeed(PROVIDERS)
  await services.changes.publish('catalogue')
  const adminId = await ensureAdmin(config, platform.users, log)
  if (adminId) await ensureAdminSecondFactor(config, services, adminId, log)
  await services.blog.seedArticles(seedArticles)
  await services.mail.seedTemplates()
}
