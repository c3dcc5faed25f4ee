import { reportPriceText } from '@shared/checkout/prices'
import { format, parseISO } from 'date-fns'

export const usd = (n: number, digits = 2) =>
  n.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })

export const asOfDate = (iso: string) => {
  try {
    return format(parseISO(iso), 'MMM d, yyyy')
  } catch {
    return iso
  }
}

export const REPORT_PRICE = reportPriceText('paid_startup')
export const ENTERPRISE_REPORT_PRICE = reportPriceText('paid_enterprise')
