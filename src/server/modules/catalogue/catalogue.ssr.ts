import { landingFiguresKey } from '@shared/catalogue/landing-figures'
import type { SsrLoader } from '../../ssr/loaders'

/** The landing page's fee table and provider list, so the browser never runs the engine for them. */
export const homeSsrLoader: SsrLoader = async ({ app }) => ({
  queries: [[landingFiguresKey, await app.services.catalogue.landingFigures()]],
})
