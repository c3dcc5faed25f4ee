import type { Provider } from '../catalogue/provider.schemas'
import {
  INDUSTRIES,
  INTEGRATION_IDS,
  type Industry,
  type IntegrationId,
  PRIORITY_IDS,
  type PriorityId,
} from '../catalogue/taxonomy'

/**
 * The industries and integrations a catalogue entry covers, as bit sets, and its fit for each priority by
 * position: written the first time the entry is scored and kept by entry object (as its texts are, ADR 021), so
 * that matching a merchant is a bitwise and, and a ranked priority is read by position instead of by name.
 */

export const industryBit = (industry: Industry): number => 1 << INDUSTRIES.indexOf(industry)
export const integrationBit = (integration: IntegrationId): number =>
  1 << INTEGRATION_IDS.indexOf(integration)

/** A priority's position in PRIORITY_IDS. */
export const priorityIndex = (priority: PriorityId): number => PRIORITY_IDS.indexOf(priority)
/** Low fees has no fit of its own in the catalogue: it is the cost factor, measured per merchant. */
export const LOW_FEES_INDEX = priorityIndex('low-fees')

export type EntryFit = {
  industries: number
  integrations: number
  /** The entry's fit (0–1) for each priority, in the order of PRIORITY_IDS; 0 at low fees' position. */
  priorities: readonly number[]
}

const FITS = new WeakMap<Provider, EntryFit>()

/**
 * The entry looked up last, and its fit: scoring and then describing one provider ask for its fit several times
 * in a row, and comparing one reference is cheaper than a WeakMap lookup each time. (It keeps that one entry
 * alive until another is looked up.)
 */
let lastEntry: Provider | null = null
let lastFit: EntryFit | null = null

export const fitOf = (provider: Provider): EntryFit => {
  if (provider === lastEntry && lastFit !== null) return lastFit
  let fit = FITS.get(provider)
  if (fit === undefined) {
    const priorityFit = provider.priorityFit
    fit = {
      industries: 0,
      integrations: 0,
      priorities: PRIORITY_IDS.map((p) => (p === 'low-fees' ? 0 : priorityFit[p])),
    }
    for (const industry of provider.supportedIndustries) fit.industries |= industryBit(industry)
    for (const integration of provider.integrations) fit.integrations |= integrationBit(integration)
    FITS.set(provider, fit)
  }
  lastEntry = provider
  lastFit = fit
  return fit
}
