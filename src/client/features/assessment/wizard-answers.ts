import type { AssessmentDto, UpdateAssessmentRequest } from '@shared/assessment/assessment.schemas'
import type { BusinessType, IntegrationId, PriorityId, Timeline } from '@shared/catalogue/taxonomy'

export type NumberField = number | ''

export type Answers = {
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
  const update: UpdateAssessmentRequest = { assessmentData: data, features: answers.features }
  if (answers.businessType) update.businessType = answers.businessType
  if (answers.industryType)
    update.industryType = answers.industryType as UpdateAssessmentRequest['industryType']
  if (answers.monthlyTransactions !== '') update.monthlyTransactions = answers.monthlyTransactions
  if (answers.totalMonthlyVolume !== '') update.totalMonthlyVolume = answers.totalMonthlyVolume
  if (answers.currentProvider) update.currentProvider = answers.currentProvider
  return update
}

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
      return Boolean(a.currentProvider)
    case 5:
      return a.features.length > 0
    case 6:
      return a.integrations.length > 0 && a.timeline !== null
    default:
      return true
  }
}
