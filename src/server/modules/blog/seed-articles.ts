import { contractTraps } from './articles/contract-traps'
import { ecommerceSaas } from './articles/ecommerce-saas'
import { hiddenFees } from './articles/hidden-fees'
import { interchangeExplained } from './articles/interchange-explained'
import { pricingModels } from './articles/pricing-models'
import { readingStatements } from './articles/reading-statements'
import { restaurants } from './articles/restaurants'

/** The launch articles, oldest first; published with their own dates. */
export const seedArticles = [
  interchangeExplained,
  pricingModels,
  hiddenFees,
  contractTraps,
  readingStatements,
  restaurants,
  ecommerceSaas,
].map((a) => ({
  ...a,
  status: 'Published' as const,
  createdAt: a.publishedAt,
  updatedAt: a.publishedAt,
}))
