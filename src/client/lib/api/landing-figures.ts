import { catalogueFiguresApi } from '@shared/catalogue/catalogue-figures.api'
import { keyOf } from '@shared/http/endpoint'
import { call } from '../api-client'
import { useQueryData } from '../query-data'

/** The schema is loaded with the fetch: the landing page's own figures come with its HTML. */
export const fetchLandingFigures = () => call(catalogueFiguresApi.landing)

/** The fee table and provider list (server-rendered with the landing page and /auth; fetched after in-app navigation). */
export const useLandingFigures = () => useQueryData(keyOf(catalogueFiguresApi.landing), fetchLandingFigures)
