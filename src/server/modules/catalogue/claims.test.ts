import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FeeDatesSchema, STALE_FEE_DAYS } from '@shared/catalogue/fee-dates'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminCookie, rows } from '../../../../tests/helpers/checkout'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

/** The marketing claims that carry a number come from the database (ADR 037). */

const ctx = setupTestApp()
const get = (url: string) => request(ctx.app, { method: 'GET', url })
/** The page's text as rendered (React separates adjacent text parts with empty comments). */
const text = (html: string) => html.replace(/<!-- -->/g, '')

const activeInDatabase = async () => {
  const [row] = await rows<{ n: number }>(
    ctx.database,
    sql`select count(*)::int as n from psp_providers where is_active`,
  )
  return Number(row?.n)
}
const heroCount = (html: string) =>
  Number(/data-claim="providers"[^>]*><span[^>]*>(\d+)<\/span>/.exec(text(html))?.[1] ?? Number.NaN)
const logoRow = (html: string) =>
  /<ul[^>]*aria-label="Payment processors we compare"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? ''

describe('provider counts', () => {
  it('every screen states the active providers in the database, and follows a deactivation', async () => {
    const before = await activeInDatabase()
    expect(before).toBeGreaterThan(1)
    const home = await get('/')
    expect(heroCount(home.body)).toBe(before)
    expect(text(home.body)).toContain(`The ${before} providers we analyse`)
    expect(home.body).toContain(`content="Compare ${before} payment processors`)
    expect(text((await get('/auth')).body)).toContain(`Analysis of ${before} providers`)
    expect(logoRow(home.body)).toContain('data-logo="Stripe"')

    const admin = await adminCookie(ctx.app, ctx.database)
    const off = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/providers/stripe',
      payload: { isActive: false },
      cookie: admin,
    })
    expect(off.statusCode).toBe(200)

    const after = await activeInDatabase()
    expect(after).toBe(before - 1)
    const homeAfter = await get('/')
    expect(heroCount(homeAfter.body)).toBe(after)
    expect(homeAfter.body).toContain(`content="Compare ${after} payment processors`)
    expect(text((await get('/auth')).body)).toContain(`Analysis of ${after} providers`)
    // A deactivated provider leaves the logo row too.
    expect(logoRow(homeAfter.body)).not.toContain('data-logo="Stripe"')
  })

  it('never lists our own brand among the processors', async () => {
    const row = logoRow((await get('/')).body)
    expect(row).toContain('data-logo=')
    expect(row).not.toContain('data-brand')
    expect(row).not.toContain('ProcessorMatch')
  })
})

describe('stale fee dates', () => {
  it('the methodology page lists the active providers whose fees are past the threshold, with their date', async () => {
    await ctx.database.db.execute(sql`update psp_providers set as_of = '2020-01-15' where id = 'square'`)
    ctx.app.services.catalogueCache.invalidate()
    const dates = FeeDatesSchema.parse((await get('/api/fee-dates')).json())
    expect(dates.staleAfterDays).toBe(STALE_FEE_DAYS)
    expect(dates.stale.map((p) => p.id)).toContain('square')
    expect(dates.stale.every((p) => p.ageDays > STALE_FEE_DAYS)).toBe(true)
    const page = text((await get('/methodology')).body)
    expect(page).toContain(`more than ${STALE_FEE_DAYS} days ago`)
    expect(page).toContain('Square: fees as of Jan 15, 2020')
  })
})

/** Claims removed because nothing sources them (ADR 037). */
const UNSOURCED = [
  /\b(15|20)\+/,
  /\$200\+/,
  /worth \$\d/i,
  /5,000\+/,
  /industry average match score/i,
  /30\s*[-–]\s*40\s*%/,
  /up to 40\s*%/i,
  /by payment consultants/i,
]

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'test-support' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : []
  })

describe('unsourced claims', () => {
  it('no server-rendered public page states one', async () => {
    for (const url of ['/', '/auth', '/methodology', '/blog', '/refund-policy']) {
      const body = text((await get(url)).body)
      for (const claim of UNSOURCED) expect(body, `${url}: ${claim}`).not.toMatch(claim)
    }
  })

  it('no interface text, page text or mail template holds one (dialogs included)', () => {
    const roots = ['src/client', 'src/shared/seo', 'src/shared/catalogue', 'src/server/modules/mail']
    const files = roots.flatMap((r) => sourceFiles(r))
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      for (const claim of UNSOURCED) expect(source, `${file}: ${claim}`).not.toMatch(claim)
    }
  })
})
