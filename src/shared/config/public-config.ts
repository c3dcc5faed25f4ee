/** The only configuration the browser receives (serialised into every page). */
export type PublicConfig = {
  brandName: string
  supportEmail: string
  publicUrl: string
  /** Idle minutes before the browser signs a user out (the server's limits, SESSION_*_IDLE_MINUTES). */
  sessionIdleMinutes: number
  adminIdleMinutes: number
  adConversionTag: string | null
  paymentGateway: 'sandbox' | 'stripe'
  stripePublishableKey: string | null
}
