import type { AssessmentDto, UpdateAssessmentRequest } from '@shared/assessment/assessment.schemas'
import type { BusinessType, IntegrationId, PriorityId, Timeline } from '@shared/catalogue/taxonomy'
import {
  type NumberField,
  type PricingAnswers,
  pricingAnswersFrom,
  pricingToSend,
  pricingValid,
} from './current-pricing'
import {
  type CardMixPercents,
  type ChannelPercents,
  cardMixToSend,
  channelToSend,
  sumsTo100,
} from './sales-details'

export type { NumberField }

export type Answers = PricingAnswers & {
  businessType: BusinessType | null
  industryType: string | null
  industryOther: string
  monthlyTransactions: NumberField
  totalMonthlyVolume: NumberField
  lastMonthFees: NumberField
  currentProvider: string | null
  features: PriorityId[]
  integrations: IntegrationId[]
  timeline: Timeline | null
  locations: NumberField
  internationalShare: number | null
  contractEndDate: string
  /** "How you sell" answers; null shares mean the industry default is shown (and not sent). */
  channel: ChannelPercents | null
  cardMix: CardMixPercents | null
  platform: string | null
  posSoftware: string | null
  restrictedCategory: string | null
  businessBank: string | null
  level23: boolean
  achWilling: boolean
  trustAccounting: boolean
}

const percents = <K extends string>(v: unknown, keys: readonly K[]): Record<K, number> | null => {
  if (!v || typeof v !== 'object') return null
  const out = {} as Record<K, number>
  for (const k of keys) {
    const n = (v as Record<string, unknown>)[k]
    if (typeof n !== 'number') return null
    out[k] = Math.round(n * 100)
  }
  return out
}

const num = (v: unknown): NumberField => (typeof v === 'number' && Number.isFinite(v) ? v : '')
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

export function answersFrom(a: AssessmentDto | undefined): Answers {
  const d = a?.assessmentData ?? {}
  return {
    businessType: a?.businessType ?? null,
    industryType: a?.industryType ?? null,
    industryOther: str(d.industryOther),
    monthlyTransactions: num(a?.monthlyTransactions),
    totalMonthlyVolume: num(a?.totalMonthlyVolume),
    lastMonthFees: num(d.lastMonthFees),
    currentProvider: a?.currentProvider ?? null,
    features: (a?.features ?? []) as PriorityId[],
    integrations: (Array.isArray(d.integrations) ? d.integrations : []) as IntegrationId[],
    timeline: (typeof d.timeline === 'string' ? d.timeline : null) as Timeline | null,
    locations: num(d.locations),
    internationalShare: typeof d.internationalShare === 'number' ? d.internationalShare : null,
    contractEndDate: str(d.contractEndDate),
    channel: percents(d.channelSplit, ['cardPresent', 'online', 'keyed'] as const),
    cardMix: percents(d.cardMix, ['debit', 'consumerCredit', 'premium', 'commercial'] as const),
    platform: typeof d.platform === 'string' ? d.platform : null,
    posSoftware: typeof d.posSoftware === 'string' ? d.posSoftware : null,
    restrictedCategory: typeof d.restrictedCategory === 'string' ? d.restrictedCategory : null,
    businessBank: typeof d.businessBank === 'string' ? d.businessBank : null,
    level23: d.level23 === true,
    achWilling: d.achWilling === true,
    trustAccounting: d.trustAccounting === true,
    ...pricingAnswersFrom(d),
  }
}

/** The answers known so far as one partial save, moving to `nextStep`. Empty optional fields are left out. */
export function toUpdate(answers: Answers, nextStep: number): UpdateAssessmentRequest {
  const data: NonNullable<UpdateAssessmentRequest['assessmentData']> = { step: nextStep }
  if (answers.industryType === 'other') data.industryOther = answers.industryOther.trim()
  if (answers.lastMonthFees !== '') data.lastMonthFees = answers.lastMonthFees
  if (answers.integrations.length > 0) data.integrations = answers.integrations
  if (answers.timeline) data.timeline = answers.timeline
  if (answers.locations !== '') data.locations = answers.locations
  if (answers.internationalShare !== null) data.internationalShare = answers.internationalShare
  if (answers.contractEndDate) data.contractEndDate = answers.contractEndDate
  Object.assign(data, salesDetails(answers), pricingToSend(answers.currentProvider, answers))
  const update: UpdateAssessmentRequest = { assessmentData: data, features: answers.features }
  if (answers.businessType) update.businessType = answers.businessType
  if (answers.industryType)
    update.industryType = answers.industryType as UpdateAssessmentRequest['industryType']
  if (answers.monthlyTransactions !== '') update.monthlyTransactions = answers.monthlyTransactions
  if (answers.totalMonthlyVolume !== '') update.totalMonthlyVolume = answers.totalMonthlyVolume
  if (answers.currentProvider) update.currentProvider = answers.currentProvider
  return update
}

type Data = NonNullable<UpdateAssessmentRequest['assessmentData']>

/** The "How you sell" answers given so far; shares only when they differ from the industry default. */
function salesDetails(a: Answers): Partial<Data> {
  const out: Partial<Data> = {}
  const channel = a.channel ? channelToSend(a.industryType, a.channel) : undefined
  if (channel && sumsTo100(a.channel ?? {})) out.channelSplit = channel
  const mix = a.cardMix ? cardMixToSend(a.industryType, a.cardMix) : undefined
  if (mix && sumsTo100(a.cardMix ?? {})) out.cardMix = mix
  if (a.platform) out.platform = a.platform as Data['platform']
  if (a.posSoftware) out.posSoftware = a.posSoftware as Data['posSoftware']
  if (a.restrictedCategory) out.restrictedCategory = a.restrictedCategory as Data['restrictedCategory']
  if (a.businessBank) out.businessBank = a.businessBank as Data['businessBank']
  if (a.level23) out.level23 = true
  if (a.achWilling) out.achWilling = true
  if (a.trustAccounting) out.trustAccounting = true
  return out
}

/** Whether the "How you sell" shares add up (edited shares must total 100%). */
export const salesDetailsValid = (a: Answers): boolean =>
  (a.channel === null || sumsTo100(a.channel)) && (a.cardMix === null || sumsTo100(a.cardMix))

/** Whether the step's required answers are given (spec §5). */
export function canContinue(step: number, a: Answers): boolean {
  switch (step) {
    case 1:
      return a.businessType !== null
    case 2:
      return a.industryType !== null
    case 3:
      return Number(a.monthlyTransactions) > 0 && Number(a.totalMonthlyVolume) > 0
    case 4:
      // Enterprise gives its current costs on step 8.
      return Boolean(a.currentProvider) && (a.businessType === 'enterprise' || pricingValid(a))
    case 8:
      return pricingValid(a)
    case 5:
      return a.features.length > 0
    case 6:
      return a.integrations.length > 0 && a.timeline !== null
    default:
      return true
  }
}
