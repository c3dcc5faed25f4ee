import { homeDescription } from '@shared/catalogue/claims'
import { feeDatesKey } from '@shared/catalogue/fee-dates'
import { landingFiguresKey } from '@shared/catalogue/landing-figures'
import { providerSourcesKey } from '@shared/catalogue/served-catalogue'
import type { SsrLoader } from '../../ssr/ssr-loader'

/**
 * The landing page's fee table and provider list, so the browser never runs the engine for them; its
 * description carries the same provider count as the page.
 */
export const homeSsrLoader: SsrLoader = async ({ app }) => {
  const figures = await app.services.catalogue.landingFigures()
  return { queries: [[landingFiguresKey, figures]], meta: { description: homeDescription(figures) } }
}

/** /auth states the same provider count as the landing page, from the same figures. */
export const authSsrLoader: SsrLoader = async ({ app }) => ({
  queries: [[landingFiguresKey, await app.services.catalogue.landingFigures()]],
})

/**
 * The methodology page lists every provider with its rates and sources, and flags those whose fees are older
 * than the stale threshold, as of today.
 */
export const methodologySsrLoader: SsrLoader = async ({ app }) => ({
  queries: [
    [providerSourcesKey, await app.services.catalogue.providerSources()],
    [feeDatesKey, await app.services.catalogue.feeDates()],
  ],
})
