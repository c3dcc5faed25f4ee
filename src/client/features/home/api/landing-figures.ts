import {
  LANDING_FIGURES_PATH,
  type LandingFigures,
  LandingFiguresSchema,
  landingFiguresKey,
} from '@shared/catalogue/landing-figures.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

export const fetchLandingFigures = (): Promise<LandingFigures> =>
  getJson(LANDING_FIGURES_PATH, LandingFiguresSchema)

export const landingFiguresQuery = queryOptions({
  queryKey: landingFiguresKey,
  queryFn: fetchLandingFigures,
})

/** The fee table and provider list (server-rendered with the page; fetched after in-app navigation). */
export const useLandingFigures = () => useQuery(landingFiguresQuery)
