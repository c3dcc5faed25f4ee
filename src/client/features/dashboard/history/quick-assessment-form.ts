import {
  type NewUserAssessmentRequest,
  NewUserAssessmentRequestSchema,
  type UserAssessment,
} from '@shared/assessment/user-assessment.schemas'
import { NO_PROVIDER } from '@shared/catalogue/provider-names'
import { z } from 'zod'

/** The Quick Assessment's form: its fields, their check, and where its values start from. */
export const MISSING = 'Please fill in all transaction volume fields.'
const figure = z.union([z.number(), z.string()])

/** A typed figure, or nothing when the field is empty. */
const given = (v: number | string): number | undefined => (v === '' ? undefined : Number(v))

/** The dialog's fields: both figures present and not zero (spec §5), then the average they imply, checked by the shared schema. */
export const QuickAssessmentFormSchema = z
  .object({
    businessType: z.string(),
    industryType: z.string(),
    monthlyTransactions: figure,
    totalMonthlyVolume: figure,
    features: z.array(z.string()),
    currentProvider: z.string(),
    lastMonthFees: figure,
    posSoftware: z.string().nullable(),
    restrictedCategory: z.string().nullable(),
    cardPresent: figure,
    online: figure,
    keyed: figure,
  })
  .refine(
    (v) =>
      v.monthlyTransactions !== '' &&
      v.totalMonthlyVolume !== '' &&
      Number(v.monthlyTransactions) &&
      Number(v.totalMonthlyVolume),
    { message: MISSING, path: ['monthlyTransactions'] },
  )
  .transform((v): z.input<typeof NewUserAssessmentRequestSchema> => {
    const count = Number(v.monthlyTransactions)
    const volume = Number(v.totalMonthlyVolume)
    return {
      businessType: v.businessType as NewUserAssessmentRequest['businessType'],
      industryType: v.industryType as NewUserAssessmentRequest['industryType'],
      monthlyTransactions: count,
      averageTransactionAmount: Math.round((volume / count) * 100) / 100,
      totalMonthlyVolume: volume,
      features: v.features as NewUserAssessmentRequest['features'],
      ...(v.currentProvider.trim() ? { currentProvider: v.currentProvider.trim() } : {}),
      ...(v.lastMonthFees !== '' ? { lastMonthFees: Number(v.lastMonthFees) } : {}),
      ...(v.posSoftware ? { posSoftware: v.posSoftware as NewUserAssessmentRequest['posSoftware'] } : {}),
      ...(v.restrictedCategory
        ? { restrictedCategory: v.restrictedCategory as NewUserAssessmentRequest['restrictedCategory'] }
        : {}),
      ...(v.cardPresent !== '' || v.online !== '' || v.keyed !== ''
        ? {
            channelSplit: {
              cardPresent: (given(v.cardPresent) ?? 0) / 100,
              online: (given(v.online) ?? 0) / 100,
              keyed: (given(v.keyed) ?? 0) / 100,
            },
          }
        : {}),
    }
  })
  .pipe(NewUserAssessmentRequestSchema)

export const initialValues: z.input<typeof QuickAssessmentFormSchema> = {
  businessType: 'established',
  industryType: 'professional',
  monthlyTransactions: '',
  totalMonthlyVolume: '',
  features: [],
  currentProvider: '',
  lastMonthFees: '',
  posSoftware: null,
  restrictedCategory: null,
  cardPresent: '',
  online: '',
  keyed: '',
}

/** The deciding answers of an earlier assessment, as the form's values. */
export function answersOf(previous: UserAssessment): Partial<typeof initialValues> {
  const d = previous.assessmentData
  const percent = (share: number | undefined) => (share === undefined ? '' : Math.round(share * 1000) / 10)
  const provider = d.currentProvider && d.currentProvider !== NO_PROVIDER ? d.currentProvider : ''
  return {
    currentProvider: provider,
    lastMonthFees: d.lastMonthFees ?? '',
    posSoftware: d.posSoftware ?? null,
    restrictedCategory: d.restrictedCategory ?? null,
    cardPresent: percent(d.channelSplit?.cardPresent),
    online: percent(d.channelSplit?.online),
    keyed: percent(d.channelSplit?.keyed),
  }
}

/** An import whose latest full month the server prices instead of typed figures (`importId`). */
export type ImportBasis = {
  id: string
  /** 'Square transactions export' */
  label: string
  /** '2025-03' */
  month: string
  /** The import's engine request for that month (`estimateRequest`). */
  request: Record<string, unknown>
}

const numberIn = (v: unknown): number | '' => (typeof v === 'number' && Number.isFinite(v) ? v : '')
const recordIn = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}

/** The import's month as the form's figures (shown as they will be priced; the server reads the import). */
export function importAnswers({ request }: ImportBasis): Partial<typeof initialValues> {
  const data = recordIn(request.assessmentData)
  const split = recordIn(data.channelSplit)
  const percent = (share: unknown) => {
    const n = numberIn(share)
    return n === '' ? '' : Math.round(n * 1000) / 10
  }
  return {
    monthlyTransactions: numberIn(request.monthlyTransactions),
    totalMonthlyVolume: numberIn(request.totalMonthlyVolume),
    lastMonthFees: numberIn(data.lastMonthFees),
    cardPresent: percent(split.cardPresent),
    online: percent(split.online),
    keyed: percent(split.keyed),
    ...(typeof request.currentProvider === 'string' ? { currentProvider: request.currentProvider } : {}),
  }
}
