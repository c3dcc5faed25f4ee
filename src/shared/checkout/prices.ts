import { TIER_LABELS } from '../auth/entitlements'
import type { BusinessType } from '../catalogue/taxonomy'
import { formatUsd } from '../format'

export const REPORT_TYPES = ['paid_startup', 'paid_established', 'paid_enterprise'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/** List prices in integer cents (spec §9). */
export const REPORT_PRICES_CENTS: Record<ReportType, number> = {
  paid_startup: 4999,
  paid_established: 4999,
  paid_enterprise: 49999,
}

export const REPORT_LABELS: Record<ReportType, string> = {
  paid_startup: 'Startup PSP Analysis Report',
  paid_established: 'Established Business PSP Analysis Report',
  paid_enterprise: 'Enterprise PSP Analysis Report',
}

/** The smallest amount a card processor accepts; a smaller non-zero total is charged this. */
export const MIN_CHARGE_CENTS = 50

export const CURRENCY = 'usd'

export const reportTypeFor = (businessType: BusinessType): ReportType => `paid_${businessType}`

export const tierFor = (reportType: ReportType): BusinessType =>
  reportType.replace('paid_', '') as BusinessType

/** 'paid_established' → 'Established': the tier a report type opens, as the admin's tables name it. */
export const reportTierLabel = (reportType: string): string =>
  (REPORT_TYPES as readonly string[]).includes(reportType)
    ? TIER_LABELS[tierFor(reportType as ReportType)]
    : reportType

export type OrderPrice = {
  originalCents: number
  discountPercentage: number
  discountCents: number
  /** Price after the discount. */
  totalCents: number
  /** What the card is charged: 0 (free order), or at least MIN_CHARGE_CENTS. */
  chargeCents: number
}

/** Prices an order in integer cents; the discount is rounded to the nearest cent. */
export function priceOrder(reportType: ReportType, discountPercentage = 0): OrderPrice {
  const originalCents = REPORT_PRICES_CENTS[reportType]
  const percent = Math.min(100, Math.max(0, Math.trunc(discountPercentage)))
  const discountCents = Math.round((originalCents * percent) / 100)
  const totalCents = originalCents - discountCents
  const chargeCents = totalCents === 0 ? 0 : Math.max(totalCents, MIN_CHARGE_CENTS)
  return { originalCents, discountPercentage: percent, discountCents, totalCents, chargeCents }
}

/** A report's list price as people read it: "$49.99". */
export const reportPriceText = (reportType: ReportType) => formatUsd(REPORT_PRICES_CENTS[reportType])
