import { normalised } from '@shared/catalogue/normalised'
import { type Provider, ProviderSchema } from '@shared/catalogue/provider.schemas'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { pspProviders } from '../../db/schema/index'

export type Row = typeof pspProviders.$inferSelect
export type NewRow = typeof pspProviders.$inferInsert

const rate = (percent: number | null, fixedCents: number | null) =>
  percent === null || fixedCents === null ? null : { percent, fixedCents }

export function toRow(p: Provider): NewRow {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    website: p.website,
    pricingModel: p.pricingModel,
    costModel: p.costModel,
    rateBasis: p.rateBasis,
    cardPresentPercent: p.cardPresent?.percent ?? null,
    cardPresentFixedCents: p.cardPresent?.fixedCents ?? null,
    cardNotPresentPercent: p.cardNotPresent.percent,
    cardNotPresentFixedCents: p.cardNotPresent.fixedCents,
    keyedPercent: p.keyed?.percent ?? null,
    keyedFixedCents: p.keyed?.fixedCents ?? null,
    internationalSurchargePercent: p.internationalSurchargePercent,
    currencyConversionPercent: p.currencyConversionPercent,
    monthlyFeeCents: p.monthlyFeeCents,
    setupFeeCents: p.setupFeeCents,
    // Optional pricing and eligibility details live in one JSON column (no column per rule).
    pricingDetails: {
      markupTiers: p.markupTiers,
      subscriptionPlans: p.subscriptionPlans,
      tieredRates: p.tieredRates,
      eligibility: p.eligibility,
      volumePricing: p.volumePricing,
      hardwareCents: p.hardwareCents,
      subscriptionAddOnPercent: p.subscriptionAddOnPercent,
    },
    otherFees: p.otherFees,
    contract: p.contract,
    payout: p.payout,
    features: p.features,
    priorityFit: p.priorityFit,
    integrations: p.integrations,
    supportedIndustries: p.supportedIndustries,
    idealMonthlyVolume: p.idealMonthlyVolumeCents,
    bestFor: p.bestFor,
    pros: p.pros,
    cons: p.cons,
    isActive: p.isActive,
    isEstimate: p.isEstimate,
    sourceUrl: p.sourceUrl,
    asOf: p.asOf,
    figureSources: p.figureSources,
  }
}

/** Rows are re-validated on the way out: the engine only ever sees well-formed providers. */
export function fromRow(r: Row): Provider {
  return normalised(parseRow(r))
}

function parseRow(r: Row): Provider {
  const details = r.pricingDetails as Pick<
    Provider,
    | 'markupTiers'
    | 'subscriptionPlans'
    | 'tieredRates'
    | 'eligibility'
    | 'volumePricing'
    | 'hardwareCents'
    | 'subscriptionAddOnPercent'
  >
  return ProviderSchema.parse({
    id: r.id,
    name: r.name,
    description: r.description,
    website: r.website,
    pricingModel: r.pricingModel,
    costModel: r.costModel,
    rateBasis: r.rateBasis,
    cardPresent: rate(r.cardPresentPercent, r.cardPresentFixedCents),
    cardNotPresent: { percent: r.cardNotPresentPercent, fixedCents: r.cardNotPresentFixedCents },
    keyed: rate(r.keyedPercent, r.keyedFixedCents),
    internationalSurchargePercent: r.internationalSurchargePercent,
    currencyConversionPercent: r.currencyConversionPercent,
    monthlyFeeCents: r.monthlyFeeCents,
    setupFeeCents: r.setupFeeCents,
    ...details,
    otherFees: r.otherFees,
    contract: r.contract,
    payout: r.payout,
    features: r.features,
    priorityFit: r.priorityFit,
    integrations: r.integrations,
    supportedIndustries: r.supportedIndustries,
    idealMonthlyVolumeCents: r.idealMonthlyVolume,
    bestFor: r.bestFor,
    pros: r.pros,
    cons: r.cons,
    isActive: r.isActive,
    isEstimate: r.isEstimate,
    sourceUrl: r.sourceUrl,
    asOf: r.asOf,
    figureSources: r.figureSources,
  })
}

export function createCatalogueRepository(db: Tx) {
  return {
    listActive: async (): Promise<Provider[]> => {
      const rows = await db
        .select()
        .from(pspProviders)
        .where(eq(pspProviders.isActive, true))
        .orderBy(asc(pspProviders.name))
      return rows.map(fromRow)
    },
    listAll: async (): Promise<Provider[]> => {
      const rows = await db.select().from(pspProviders).orderBy(asc(pspProviders.name))
      return rows.map(fromRow)
    },
    /**
     * The table's version, cheap to read: the row count and the sum of the rows' transaction ids
     * (`xmin`), which change whenever a row is inserted, updated or deleted.
     */
    version: async (): Promise<string> => {
      const result = await db.execute<{ version: string | null }>(
        sql`select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as version from psp_providers`,
      )
      const rows = (result as unknown as { rows: { version: string | null }[] }).rows
      return rows[0]?.version ?? ''
    },
    findRow: async (id: string): Promise<Row | undefined> => {
      const [row] = await db.select().from(pspProviders).where(eq(pspProviders.id, id)).for('update')
      return row
    },
    /** The entries of these ids, active or not (what a new report records the terms of). */
    findByIds: async (ids: readonly string[]): Promise<Provider[]> => {
      if (ids.length === 0) return []
      const rows = await db
        .select()
        .from(pspProviders)
        .where(inArray(pspProviders.id, [...ids]))
        .orderBy(asc(pspProviders.id))
      return rows.map(fromRow)
    },
    findById: async (id: string): Promise<Provider | undefined> => {
      const [row] = await db.select().from(pspProviders).where(eq(pspProviders.id, id))
      return row ? fromRow(row) : undefined
    },
    /** An administrator's edit: the row becomes 'admin' so the start-up seed no longer overwrites it. */
    updateByAdmin: async (id: string, set: Partial<NewRow>, now: Date): Promise<Row> => {
      const [row] = await db
        .update(pspProviders)
        .set({ ...set, origin: 'admin', updatedAt: now })
        .where(eq(pspProviders.id, id))
        .returning()
      if (!row) throw new Error('provider vanished during update')
      return row
    },
    /** Inserts new catalogue entries and refreshes seed-maintained ones; rows an admin edited are kept. */
    upsertSeed: async (providers: readonly Provider[]) => {
      for (const provider of providers) {
        const row = toRow(provider)
        const { id: _id, ...update } = row
        await db
          .insert(pspProviders)
          .values(row)
          .onConflictDoUpdate({
            target: pspProviders.id,
            set: { ...update, updatedAt: sql`now()` },
            setWhere: sql`${pspProviders.origin} = 'seed'`,
          })
      }
    },
  }
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>
