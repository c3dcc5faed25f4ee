import { z } from 'zod'
import { BUSINESS_TYPES, INDUSTRIES } from '../catalogue/taxonomy'
import { formatUsdShort } from '../format'

/** A processor's transaction export, read by its header row; `generic` is any CSV with a column mapping. */
export const IMPORT_FORMATS = ['square', 'stripe', 'paypal', 'shopify', 'clover', 'generic'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  square: 'Square transactions export',
  stripe: 'Stripe payments export',
  paypal: 'PayPal activity download',
  shopify: 'Shopify Payments transactions export',
  clover: 'Clover transactions export',
  generic: 'CSV with a column mapping',
}

/** The catalogue provider each export comes from (the merchant's current provider). */
export const IMPORT_FORMAT_PROVIDER: Record<Exclude<ImportFormat, 'generic'>, string> = {
  square: 'Square',
  stripe: 'Stripe',
  paypal: 'PayPal',
  shopify: 'Shopify Payments',
  clover: 'Clover',
}

/** Limits: a file larger or longer than this is refused before anything is stored. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024
export const IMPORT_MAX_ROWS = 200_000
export const IMPORT_MAX_PER_USER = 50

/** Ticket buckets, lower bounds in cents (the last one is open-ended). */
export const TICKET_BUCKET_FLOORS_CENTS = [
  0, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000,
] as const
export const ticketBucketOf = (cents: number): number => {
  let i = TICKET_BUCKET_FLOORS_CENTS.length - 1
  while (i > 0 && cents < (TICKET_BUCKET_FLOORS_CENTS[i] as number)) i -= 1
  return i
}
export const ticketBucketLabel = (i: number): string => {
  const from = formatUsdShort(TICKET_BUCKET_FLOORS_CENTS[i] ?? 0)
  const next = TICKET_BUCKET_FLOORS_CENTS[i + 1]
  return next === undefined ? `${from}+` : `${from}–${formatUsdShort(next)}`
}

export const ENTRY_MODES = ['inPerson', 'online', 'keyed', 'unknown'] as const
export type EntryMode = (typeof ENTRY_MODES)[number]
export const FUNDINGS = ['credit', 'debit', 'prepaid', 'commercial', 'unknown'] as const
export type Funding = (typeof FUNDINGS)[number]
export const BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other', 'unknown'] as const
export type Brand = (typeof BRANDS)[number]

const int = z.number().int().min(0)
const countVolume = z.object({ count: int, volumeCents: int })
/** Count and volume per ticket bucket, one array entry per `TICKET_BUCKET_FLOORS_CENTS`. */
const bucketArrays = z.object({ count: z.array(int), volumeCents: z.array(int) })

/**
 * One calendar month of an import, all money in integer cents: the only thing stored from a file (no rows,
 * no card numbers, no customers). `tickets` holds the card payments by entry mode and ticket bucket.
 */
export const MonthAggregateSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  count: int,
  volumeCents: int,
  /** Fees the processor charged for the month (payments, refunds and disputes net), when the export has them. */
  feesCents: z.number().int(),
  refundCount: int,
  refundCents: int,
  disputeCount: int,
  disputeCents: int,
  /** Payments whose card country is known, and of those the ones issued outside the US. */
  countryKnownCount: int,
  countryKnownCents: int,
  internationalCount: int,
  internationalCents: int,
  funding: z.record(z.enum(FUNDINGS), countVolume),
  brand: z.record(z.enum(BRANDS), countVolume),
  tickets: z.record(z.enum(ENTRY_MODES), bucketArrays),
})
export type MonthAggregate = z.infer<typeof MonthAggregateSchema>

export const ImportAggregatesSchema = z.object({
  months: z.array(MonthAggregateSchema),
  /** First and last payment date in the file (YYYY-MM-DD). */
  firstDate: z.string(),
  lastDate: z.string(),
  rowsRead: int,
  /** Rows that are not card payments (cash, payouts, failed payments): read and left out. */
  rowsSkipped: int,
  hasFees: z.boolean(),
})
export type ImportAggregates = z.infer<typeof ImportAggregatesSchema>

/** The generic format's column mapping: header names of the file, as written in it. */
const column = (what: string) =>
  z
    .string({ error: `The ${what} column must be a column name.` })
    .trim()
    .min(1, `Name the ${what} column.`)
    .max(100, `The ${what} column name is too long (100 characters at most).`)
export const ColumnMappingSchema = z.object({
  dateColumn: column('date'),
  amountColumn: column('amount'),
  feeColumn: column('fee').optional(),
  brandColumn: column('card brand').optional(),
  fundingColumn: column('card funding').optional(),
  entryModeColumn: column('entry mode').optional(),
  countryColumn: column('card country').optional(),
  statusColumn: column('status').optional(),
  refundColumn: column('refunded amount').optional(),
  currencyColumn: column('currency').optional(),
})
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>

/** The form fields sent before the file (multipart): all optional; `generic` needs the mapping. */
export const ImportFieldsSchema = z.object({
  format: z
    .enum(['auto', ...IMPORT_FORMATS], {
      error: 'The format must be auto, square, stripe, paypal, shopify, clover or generic.',
    })
    .default('auto'),
  industryType: z.enum(INDUSTRIES, { error: 'Choose an industry from the list.' }).optional(),
  businessType: z
    .enum(BUSINESS_TYPES, { error: 'Choose a business type: startup, established or enterprise.' })
    .optional(),
  dateColumn: z.string().optional(),
  amountColumn: z.string().optional(),
  feeColumn: z.string().optional(),
  brandColumn: z.string().optional(),
  fundingColumn: z.string().optional(),
  entryModeColumn: z.string().optional(),
  countryColumn: z.string().optional(),
  statusColumn: z.string().optional(),
  refundColumn: z.string().optional(),
  currencyColumn: z.string().optional(),
})
export type ImportFields = z.infer<typeof ImportFieldsSchema>

const share = z.number().min(0).max(1)
const money = z.object({ count: int, amount: z.number() })

/** Derived figures of a month or of the whole file, in dollars and shares (fractions of 1). */
export const ImportFiguresSchema = z.object({
  month: z.string().nullable(),
  transactionCount: int,
  volume: z.number(),
  /** Fees actually paid; null when the export has no fee column. */
  fees: z.number().nullable(),
  /** Fees ÷ volume, in percent (2 decimals). */
  effectiveRate: z.number().nullable(),
  averageTicket: z.number(),
  ticketBuckets: z.array(z.object({ label: z.string(), fromCents: int, count: int, volume: z.number() })),
  fundingMix: z.record(z.enum(FUNDINGS), share),
  brandMix: z.record(z.enum(BRANDS), share),
  /** Shares of volume by entry mode. */
  entryModes: z.record(z.enum(ENTRY_MODES), share),
  /** Share of volume (where the card country is known) on cards issued outside the US; null when not known. */
  internationalShare: share.nullable(),
  refunds: money,
  disputes: money,
})
export type ImportFigures = z.infer<typeof ImportFiguresSchema>

export const ProviderRepricingSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  pricingModel: z.string(),
  /** What it would have charged over the months priced (dollars), and each month. */
  total: z.number(),
  months: z.array(z.object({ month: z.string(), cost: z.number() })),
  /** total − what was paid over the same months (negative: cheaper); null without fees in the export. */
  differenceFromPaid: z.number().nullable(),
  /**
   * Flat-rate providers: their per-payment fixed fees priced on the real payments per ticket bucket and entry
   * mode instead of the average ticket; shown when it moves the processing price by more than 1%.
   */
  ticketAdjustment: z
    .object({ averageTicketPrice: z.number(), realTicketPrice: z.number(), difference: z.number() })
    .nullable(),
})
export type ProviderRepricing = z.infer<typeof ProviderRepricingSchema>

export const RepricingSchema = z.object({
  /** The months priced (every month with payments) and what was paid in them (dollars). */
  months: z.array(z.object({ month: z.string(), paid: z.number().nullable(), fullMonth: z.boolean() })),
  paidTotal: z.number().nullable(),
  /** Every eligible provider, cheapest over the months first. */
  providers: z.array(ProviderRepricingSchema),
  /** The month the headline ranking is built from (the latest full month, else the latest). */
  basisMonth: z.string(),
  notes: z.array(z.string()),
})
export type Repricing = z.infer<typeof RepricingSchema>

export const TransactionImportSchema = z.object({
  id: z.string(),
  format: z.enum(IMPORT_FORMATS),
  formatLabel: z.string(),
  createdAt: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
  rowsRead: int,
  rowsSkipped: int,
  overall: ImportFiguresSchema,
  months: z.array(ImportFiguresSchema),
  /** The prefill of an assessment from the latest full month (what the engine is asked). */
  estimateRequest: z.record(z.string(), z.unknown()).nullable(),
  repricing: RepricingSchema.nullable(),
})
export type TransactionImport = z.infer<typeof TransactionImportSchema>

export const TransactionImportListSchema = z.array(TransactionImportSchema.omit({ repricing: true }))
