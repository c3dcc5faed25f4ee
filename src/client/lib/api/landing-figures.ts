import { LANDING_FIGURES_PATH, landingFiguresKey } from '@shared/catalogue/landing-figures'
import type { LandingFigures } from '@shared/catalogue/landing-figures.schemas'
import { getJson } from '../api-client'
import { useQueryData } from '../query-data'

/** The schema is loaded with the fetch: the landing page's own figures come with its HTML. */
export const fetchLandingFigures = (): Promise<LandingFigures> =>
  getJson(LANDING_FIGURES_PATH, () =>
    import('@shared/catalogue/landing-figures.schemas').then((m) => m.LandingFiguresSchema),
  )

/** The fee table and provider list (server-rendered with the landing page and /auth; fetched after in-app navigation). */
export const useLandingFigures = () => useQueryData(landingFiguresKey, fetchLandingFigures)
