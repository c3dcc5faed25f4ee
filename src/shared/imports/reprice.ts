import type { Provider } from '../catalogue/provider.schemas'
import type { BusinessType, Industry } from '../catalogue/taxonomy'
import {
  type EstimateRequest,
  type EstimateRequestInput,
  EstimateRequestSchema,
} from '../pricing/estimate.schemas'
import { percentToPpm, toDollars } from '../pricing/money'
import { flatRateFor } from '../pricing/processing'
import { rankProviders } from '../pricing/rank'
import { entryVolumeCents } from './aggregate'
import {
  type EntryMode,
  IMPORT_FORMAT_PROVIDER,
  type ImportAggregates,
  type ImportFormat,
  type MonthAggregate,
  type ProviderRepricing,
  type Repricing,
  TICKET_BUCKET_FLOORS_CENTS,
} from './import.schemas'

/** How an export's payments were taken when a row does not say (Square and Clover sell in person). */
export const DEFAULT_ENTRY: Record<ImportFormat, EntryMode | null> = {
  square: 'inPerson',
  clover: 'inPerson',
  stripe: 'online',
  paypal: 'online',
  shopify: 'online',
  generic: null,
}

export type RepriceOptions = {
  industryType: Industry
  businessType: BusinessType
  brandName?: string
  today?: string
}

const CHANNELS = [
  ['inPerson', 'cardPresent'],
  ['online', 'online'],
  ['keyed', 'keyed'],
] as const

/** Volume and count per engine channel, the unknown entry mode given to the format's default channel. */
const channelFigures = (m: MonthAggregate, format: ImportFormat) => {
  const fallback = DEFAULT_ENTRY[format]
  return CHANNELS.map(([mode]) => {
    const own = m.tickets[mode]
    const unknown = fallback === mode ? m.tickets.unknown : null
    const count = own.count.map((c, i) => c + (unknown?.count[i] ?? 0))
    const volumeCents = own.volumeCents.map((v, i) => v + (unknown?.volumeCents[i] ?? 0))
    return { mode, count, volumeCents }
  })
}

/** Shares that add up to exactly 1 at four decimals (the last channel takes the rounding). */
const fractions = (parts: number[]): number[] => {
  const whole = parts.reduce((a, b) => a + b, 0)
  const out = parts.map((p) => Math.round((p / whole) * 10_000) / 10_000)
  const last = out.length - 1
  out[last] = Math.round((1 - out.slice(0, last).reduce((a, b) => a + b, 0)) * 10_000) / 10_000
  return out
}

/** What the engine is asked for one month: the month's volume, count, channels, cards and fees. */
export function requestForMonth(
  m: MonthAggregate,
  format: ImportFormat,
  hasFees: boolean,
  options: RepriceOptions,
): EstimateRequestInput {
  const data: NonNullable<EstimateRequestInput['assessmentData']> = {}
  const known = entryVolumeCents(m, 'inPerson') + entryVolumeCents(m, 'online') + entryVolumeCents(m, 'keyed')
  const fallback = DEFAULT_ENTRY[format]
  if (known > 0 && (fallback !== null || known >= m.volumeCents / 2)) {
    const [cardPresent, online, keyed] = fractions(
      channelFigures(m, format).map((c) => c.volumeCents.reduce((a, b) => a + b, 0)),
    ) as [number, number, number]
    data.channelSplit = { cardPresent, online, keyed }
  }
  const f = m.funding
  const knownFunding =
    f.credit.volumeCents + f.debit.volumeCents + f.prepaid.volumeCents + f.commercial.volumeCents
  if (knownFunding > 0 && knownFunding >= m.volumeCents / 2) {
    const [debit, consumerCredit, commercial] = fractions([
      f.debit.volumeCents + f.prepaid.volumeCents,
      f.credit.volumeCents,
      f.commercial.volumeCents,
    ]) as [number, number, number]
    data.cardMix = { debit, consumerCredit, premium: 0, commercial }
  }
  if (m.countryKnownCount > 0 && m.countryKnownCents > 0) {
    data.internationalShare = Math.round((m.internationalCents / m.countryKnownCents) * 10_000) / 10_000
  }
  if (hasFees && m.feesCents >= 0) data.lastMonthFees = toDollars(m.feesCents)
  return {
    businessType: options.businessType,
    industryType: options.industryType,
    monthlyTransactions: Math.max(1, m.count),
    totalMonthlyVolume: toDollars(m.volumeCents),
    ...(format === 'generic' ? {} : { currentProvider: IMPORT_FORMAT_PROVIDER[format] }),
    features: [],
    assessmentData: data,
  }
}

/** A month is full when the file's dates cover it from its first to its last day. */
const fullMonths = (a: ImportAggregates): Set<string> => {
  const full = new Set<string>()
  for (const m of a.months) {
    const [y, mo] = m.month.split('-').map(Number) as [number, number]
    const last = new Date(Date.UTC(y, mo, 0)).getUTCDate()
    if (a.firstDate <= `${m.month}-01` && a.lastDate >= `${m.month}-${String(last).padStart(2, '0')}`)
      full.add(m.month)
  }
  return full
}

/**
 * A flat-rate provider's processing price for the month two ways: as the engine prices it (the transactions
 * spread over the channels by their volume share, i.e. at the average ticket of each channel) and on the real
 * payments per ticket bucket and entry mode. Null for other pricing models or without known channels.
 */
export function ticketPrices(
  provider: Provider,
  m: MonthAggregate,
  format: ImportFormat,
  request: EstimateRequest,
): { averageCents: number; realCents: number } | null {
  if (provider.pricingModel !== 'flat') return null
  const split = request.assessmentData?.channelSplit
  if (!split) return null
  const shares = { inPerson: split.cardPresent, online: split.online, keyed: split.keyed }
  let average = 0
  let real = 0
  for (const c of channelFigures(m, format)) {
    const rate = flatRateFor(provider, c.mode === 'inPerson' ? 'cardPresent' : c.mode)
    const ppm = percentToPpm(rate.percent)
    let volume = 0
    for (let i = 0; i < TICKET_BUCKET_FLOORS_CENTS.length; i += 1) {
      const v = c.volumeCents[i] ?? 0
      volume += v
      real += (v * ppm) / 1_000_000 + (c.count[i] ?? 0) * rate.fixedCents
    }
    average += (volume * ppm) / 1_000_000 + request.monthlyTransactions * shares[c.mode] * rate.fixedCents
  }
  return { averageCents: Math.round(average), realCents: Math.round(real) }
}

export type RepriceResult = { estimateRequest: EstimateRequest | null; repricing: Repricing | null }

/**
 * Every provider priced on the file's own months with the one engine (`rankProviders`), next to what was paid
 * in the same months. The headline request (an assessment's prefill) is the latest full month's.
 */
export function repriceImport(
  a: ImportAggregates,
  format: ImportFormat,
  providers: readonly Provider[],
  options: RepriceOptions,
): RepriceResult {
  const full = fullMonths(a)
  const priced = a.months.filter((m) => m.count > 0)
  const basis = [...priced].reverse().find((m) => full.has(m.month)) ?? priced.at(-1)
  if (!basis) return { estimateRequest: null, repricing: null }
  const notes: string[] = []
  const byId = new Map(providers.map((p) => [p.id, p]))
  const byProvider = new Map<string, ProviderRepricing & { totalCents: number; avg: number; real: number }>()
  const monthRows: Repricing['months'] = []
  let paidCents = 0
  let estimateRequest: EstimateRequest | null = null
  for (const m of priced) {
    const parsed = EstimateRequestSchema.safeParse(requestForMonth(m, format, a.hasFees, options))
    if (!parsed.success) {
      notes.push(`${m.month} was not priced: ${parsed.error.issues[0]?.message ?? 'invalid figures'}`)
      continue
    }
    if (m === basis) estimateRequest = parsed.data
    paidCents += m.feesCents
    monthRows.push({
      month: m.month,
      paid: a.hasFees ? toDollars(m.feesCents) : null,
      fullMonth: full.has(m.month),
    })
    const everyone = rankProviders(parsed.data, providers, {
      ...(options.brandName ? { brandName: options.brandName } : {}),
      ...(options.today ? { today: options.today } : {}),
    })
    for (const r of everyone.recommendations) {
      const provider = byId.get(r.pspProvider.id)
      const tickets = provider ? ticketPrices(provider, m, format, parsed.data) : null
      const cents = r.estimatedMonthlyCostCents + (tickets ? tickets.realCents - tickets.averageCents : 0)
      let entry = byProvider.get(r.pspProvider.id)
      if (!entry) {
        entry = {
          providerId: r.pspProvider.id,
          name: r.pspProvider.name,
          pricingModel: r.pspProvider.pricingModel,
          total: 0,
          months: [],
          differenceFromPaid: null,
          ticketAdjustment: null,
          totalCents: 0,
          avg: 0,
          real: 0,
        }
        byProvider.set(r.pspProvider.id, entry)
      }
      entry.totalCents += cents
      entry.months.push({ month: m.month, cost: toDollars(cents) })
      if (tickets) {
        entry.avg += tickets.averageCents
        entry.real += tickets.realCents
      }
    }
  }
  const monthsPriced = monthRows.length
  const providersOut: ProviderRepricing[] = [...byProvider.values()]
    // A provider that could not take every month (eligibility moved with the volume) is not compared.
    .filter((e) => e.months.length === monthsPriced)
    .sort((x, y) => x.totalCents - y.totalCents || x.name.localeCompare(y.name))
    .map(({ totalCents, avg, real, ...e }) => ({
      ...e,
      total: toDollars(totalCents),
      differenceFromPaid: a.hasFees ? toDollars(totalCents - paidCents) : null,
      ticketAdjustment:
        avg > 0 && Math.abs(real - avg) > avg * 0.01
          ? {
              averageTicketPrice: toDollars(avg),
              realTicketPrice: toDollars(real),
              difference: toDollars(real - avg),
            }
          : null,
    }))
  if (!a.hasFees)
    notes.push('The export names no fees: what you paid is not known, only what each provider would charge.')
  if (!estimateRequest) return { estimateRequest: null, repricing: null }
  return {
    estimateRequest,
    repricing: {
      months: monthRows,
      paidTotal: a.hasFees ? toDollars(paidCents) : null,
      providers: providersOut,
      basisMonth: basis.month,
      notes,
    },
  }
}
