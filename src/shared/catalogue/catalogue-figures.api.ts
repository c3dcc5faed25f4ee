import { endpoint } from '../http/endpoint'

// The figures pages get with their HTML: the client loads their schemas only when it asks the server itself,
// so this file imports none (the landing page's shell ships no validation code).

/** The figures the landing page and /auth show, computed by the engine from the catalogue. */
export const catalogueFiguresApi = {
  /** The landing page's fee table and provider list. */
  landing: endpoint({
    method: 'GET',
    path: '/api/landing-figures',
    response: async () => (await import('./landing-figures.schemas')).LandingFiguresSchema,
  }),
  /** Providers whose fees are older than the stale threshold (the methodology page). */
  feeDates: endpoint({
    method: 'GET',
    path: '/api/fee-dates',
    response: async () => (await import('./fee-dates')).FeeDatesSchema,
  }),
}
