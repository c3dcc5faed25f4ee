import { catalogueFiguresApi } from '@shared/catalogue/catalogue-figures.api'
import { homeDescription } from '@shared/catalogue/claims'
import { servedCatalogueApi } from '@shared/catalogue/served-catalogue.api'
import { keyOf } from '@shared/http/endpoint'
import type { SsrLoader } from '../../ssr/ssr-loader'

/**
 * The landing page's fee table and provider list, so the browser never runs the engine for them; its
 * description carries the same provider count as the page.
 */
export const homeSsrLoader: SsrLoader = async ({ app }) => {
  const figures = await app.services.catalogue.landingFigures()
  return {
    queries: [[keyOf(catalogueFiguresApi.landing), figures]],
    meta: { description: homeDescription(figures) },
  }
}

/** /auth states the same provider count as the landing page, from the same figures. */
export const authSsrLoader: SsrLoader = async ({ app }) => ({
  queries: [[keyOf(catalogueFiguresApi.landing), await app.services.catalogue.landingFigures()]],
})

/**
 * The methodology page lists every provider with its rates and sources, and flags those whose fees are older
 * than the stale threshold, as of today.
 */
export const methodologySsrLoader: SsrLoader = async ({ app }) => ({
  queries: [
    [keyOf(servedCatalogueApi.sources), await app.services.catalogue.providerSources()],
    [keyOf(catalogueFiguresApi.feeDates), await app.services.catalogue.feeDates()],
  ],
})
