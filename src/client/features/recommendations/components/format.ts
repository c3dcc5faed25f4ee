import { reportPriceText } from '@shared/checkout/prices'

export const REPORT_PRICE = reportPriceText('paid_startup')
export const ENTERPRISE_REPORT_PRICE = reportPriceText('paid_enterprise')
