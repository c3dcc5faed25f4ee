import type { Provider } from './provider.schemas'
import { GLOBAL_PROVIDERS } from './providers-global'
import { IN_PERSON_PROVIDERS } from './providers-in-person'
import { MERCHANT_ACCOUNT_PROVIDERS } from './providers-merchant-accounts'
import { ONLINE_PROVIDERS } from './providers-online'
import { PLATFORM_PROVIDERS } from './providers-platforms'
import { POS_PROVIDERS } from './providers-pos'
import { QUOTE_PROVIDERS } from './providers-quote'
import { SPECIALIST_PROVIDERS } from './providers-specialist'
import { withRules } from './rules'

/**
 * The provider catalogue: every figure cites a public source and an as-of date.
 * Ordered by id so that anything derived from it is stable.
 */
export const PROVIDERS: readonly Provider[] = [
  ...ONLINE_PROVIDERS,
  ...IN_PERSON_PROVIDERS,
  ...GLOBAL_PROVIDERS,
  ...MERCHANT_ACCOUNT_PROVIDERS,
  ...QUOTE_PROVIDERS,
  ...POS_PROVIDERS,
  ...SPECIALIST_PROVIDERS,
  ...PLATFORM_PROVIDERS,
]
  .map(withRules)
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

const BY_ID = new Map(PROVIDERS.map((p) => [p.id, p]))

export const getProviderById = (id: string): Provider | undefined => BY_ID.get(id)

export const activeProviders = (providers: readonly Provider[] = PROVIDERS): Provider[] =>
  providers.filter((p) => p.isActive)
