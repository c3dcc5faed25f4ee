import { homeDescription } from '@shared/catalogue/claims'
import { landingFiguresKey } from '@shared/catalogue/landing-figures'
import type { SsrLoader } from '../../ssr/loaders'

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
