import type { Provider } from '../catalogue/provider.schemas'
import {
  INDUSTRIES,
  INTEGRATION_IDS,
  type Industry,
  type IntegrationId,
  PRIORITY_IDS,
  type PriorityId,
} from '../catalogue/taxonomy'
import { type EntryFit, entryCache } from './entry-cache'

/**
 * The industries and integrations a catalogue entry covers, as bit sets, and its fit for each priority by
 * position: written the first time the entry is scored and kept in its cache record (`entry-cache.ts`), so
 * that matching a merchant is a bitwise and, and a ranked priority is read by position instead of by name.
 */

export const industryBit = (industry: Industry): number => 1 << INDUSTRIES.indexOf(industry)
export const integrationBit = (integration: IntegrationId): number =>
  1 << INTEGRATION_IDS.indexOf(integration)

/** A priority's position in PRIORITY_IDS. */
export const priorityIndex = (priority: PriorityId): number => PRIORITY_IDS.indexOf(priority)
/** Low fees has no fit of its own in the catalogue: it is the cost factor, measured per merchant. */
export const LOW_FEES_INDEX = priorityIndex('low-fees')

export const fitOf = (provider: Provider): EntryFit => {
  const cache = entryCache(provider)
  cache.fit ??= writeFit(provider)
  return cache.fit
}

function writeFit(provider: Provider): EntryFit {
  const priorityFit = provider.priorityFit
  const fit = {
    industries: 0,
    integrations: 0,
    priorities: PRIORITY_IDS.map((p) => (p === 'low-fees' ? 0 : priorityFit[p])),
  }
  for (const industry of provider.supportedIndustries) fit.industries |= industryBit(industry)
  for (const integration of provider.integrations) fit.integrations |= integrationBit(integration)
  return fit
}
