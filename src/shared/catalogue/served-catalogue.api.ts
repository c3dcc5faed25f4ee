import { endpoint } from '../http/endpoint'
import { EngineCatalogueSchema, ProviderNamesSchema, ProviderSourcesSchema } from './served-catalogue'

/** The catalogue as the server prices it now, served in the shapes pages need (ADR 046). */
export const servedCatalogueApi = {
  /** The engine's entries of the active providers (the dashboard tools' what-if calculations; signed in). */
  engine: endpoint({ method: 'GET', path: '/api/user/catalogue', response: EngineCatalogueSchema }),
  /** Each active provider's headline rates and sources (the methodology page). */
  sources: endpoint({ method: 'GET', path: '/api/provider-sources', response: ProviderSourcesSchema }),
  /** The active providers by id and name (the "current provider" fields). */
  names: endpoint({ method: 'GET', path: '/api/provider-names', response: ProviderNamesSchema }),
}
