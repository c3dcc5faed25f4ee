import type { LandingFigures, Scenario } from './landing-figures.schemas'

/**
 * The marketing claims that carry a number, each from the landing figures the server computes from the
 * active catalogue (ADR 037): the same number on the landing page, /auth and the home page's description.
 * Zod-free (types only), so the landing page's shell can import it.
 */

type Figures = Pick<LandingFigures, 'providers' | 'scenarios'>

/** How many active providers the engine compares: the catalogue's active rows, as the figures list them. */
export const providerCountOf = (figures: Figures): number => figures.providers.length

/** The typical shop of the cost table, whose spread the hero quotes. */
export const typicalShopOf = (figures: Figures): Scenario | undefined =>
  figures.scenarios.find((s) => s.id === 'shop')

/** "54 providers" */
export const providersText = (count: number) => `${count} ${count === 1 ? 'provider' : 'providers'}`

/** The home page's meta description; the server puts the live count in (the page texts' copy has none). */
export const homeDescription = (figures?: Figures): string =>
  `Compare ${figures ? `${providerCountOf(figures)} ` : ''}payment processors on published, sourced fees. Take a free assessment and see what each would cost your business.`
