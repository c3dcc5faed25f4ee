import type { Provider } from '../catalogue/provider.schemas'
import { INDUSTRIES, INTEGRATION_IDS, type Industry, type IntegrationId } from '../catalogue/taxonomy'

/**
 * The industries and integrations a catalogue entry covers, as bit sets: written the first time the entry is
 * scored and kept by entry object (as its texts are, ADR 021), so that matching a merchant is a bitwise and.
 */

export const industryBit = (industry: Industry): number => 1 << INDUSTRIES.indexOf(industry)
export const integrationBit = (integration: IntegrationId): number =>
  1 << INTEGRATION_IDS.indexOf(integration)

export type EntryFit = { industries: number; integrations: number }

const FITS = new WeakMap<Provider, EntryFit>()

export const fitOf = (provider: Provider): EntryFit => {
  let fit = FITS.get(provider)
  if (fit === undefined) {
    fit = { industries: 0, integrations: 0 }
    for (const industry of provider.supportedIndustries) fit.industries |= industryBit(industry)
    for (const integration of provider.integrations) fit.integrations |= integrationBit(integration)
    FITS.set(provider, fit)
  }
  return fit
}
