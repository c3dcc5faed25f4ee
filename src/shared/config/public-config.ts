/** The only configuration the browser receives (serialised into every page). */
export type PublicConfig = {
  brandName: string
  supportEmail: string
  publicUrl: string
  adminEmail: string | null
  adConversionTag: string | null
  paymentGateway: 'sandbox' | 'stripe'
  stripePublishableKey: string | null
}
