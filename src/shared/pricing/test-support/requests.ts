import type { Provider } from '../../catalogue/provider.schemas'
import { PROVIDERS } from '../../catalogue/providers'
import { buildContext } from '../context'
import { estimateProviderCost } from '../cost'
import { type EstimateRequest, type EstimateRequestInput, EstimateRequestSchema } from '../estimate.schemas'

/** Test helpers: a parsed request with sensible defaults, and a catalogue lookup that fails loudly. */
export const request = (overrides: Partial<EstimateRequestInput> = {}): EstimateRequest =>
  EstimateRequestSchema.parse({
    businessType: 'established',
    industryType: 'ecommerce',
    monthlyTransactions: 400,
    totalMonthlyVolume: 20_000,
    features: [],
    ...overrides,
  })

export const provider = (id: string): Provider => {
  const found = PROVIDERS.find((p) => p.id === id)
  if (!found) throw new Error(`No provider ${id}`)
  return found
}

export const costOf = (id: string, overrides: Partial<EstimateRequestInput> = {}) =>
  estimateProviderCost(provider(id), buildContext(request(overrides)))
