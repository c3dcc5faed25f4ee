import { describeStep, maxStepFor } from '@shared/assessment/assessment.schemas'
import type { NewUserAssessmentRequest } from '@shared/assessment/user-assessment.schemas'
import { type EstimateRequest, EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { CatalogueService } from '../catalogue/catalogue.service'
import type { NewAssessment } from './assessment.repository'

type Deps = {
  catalogue: Pick<CatalogueService, 'estimate'>
  now: () => Date
}

/**
 * The dashboard's Quick Assessment: the row of a completed assessment owned by the user, ranked by the
 * engine from the figures given (the volume as typed, or transactions × average). The caller stores it.
 */
export const rankForUser =
  ({ catalogue, now }: Deps) =>
  async (
    user: { id: string; email: string },
    input: NewUserAssessmentRequest,
    /** The request built from an import of the user's: its figures are priced instead of the typed ones. */
    imported?: EstimateRequest,
  ): Promise<NewAssessment & { id: string; results: EstimateResult }> => {
    const monthlyTransactions = imported?.monthlyTransactions ?? input.monthlyTransactions
    const totalMonthlyVolume =
      imported?.totalMonthlyVolume ??
      input.totalMonthlyVolume ??
      Math.round(input.monthlyTransactions * input.averageTransactionAmount * 100) / 100
    const { currentProvider, lastMonthFees, posSoftware, channelSplit, restrictedCategory } = input
    // The deciding answers the dialog gave, kept with the assessment as the wizard keeps them.
    const answers = Object.fromEntries(
      Object.entries({ lastMonthFees, posSoftware, channelSplit, restrictedCategory }).filter(
        ([, v]) => v !== undefined,
      ),
    )
    // A provider typed in the dialog wins over the one an import's format names.
    const provider = currentProvider?.trim() ? currentProvider.trim() : imported?.currentProvider
    const data = { ...imported?.assessmentData, ...answers }
    const parsed = EstimateRequestSchema.safeParse({
      ...imported,
      businessType: input.businessType,
      industryType: input.industryType,
      monthlyTransactions,
      totalMonthlyVolume,
      features: input.features,
      ...(provider ? { currentProvider: provider } : {}),
      assessmentData: data,
    })
    if (!parsed.success) {
      const first = parsed.error.issues[0]
      throw new AppError('VALIDATION_FAILED', first?.message ?? 'Please check the transaction figures.', {
        details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      })
    }
    const results = await catalogue.estimate(parsed.data, { full: true })
    const maxStep = maxStepFor(input.businessType)
    const at = now()
    return {
      id: newId(),
      email: user.email,
      userId: user.id,
      businessType: input.businessType,
      industryType: input.industryType,
      monthlyTransactions,
      totalMonthlyVolume: totalMonthlyVolume.toFixed(2),
      features: input.features,
      currentProvider: provider ?? null,
      assessmentData: {
        ...(imported ? { source: 'import', importId: input.importId } : { source: 'dashboard' }),
        ...data,
        ...(provider ? { currentProvider: provider } : {}),
        features: input.features,
      },
      status: 'completed',
      results,
      currentStep: maxStep + 1,
      maxStep,
      stepDescription: describeStep(maxStep + 1, maxStep, true),
      completedAt: at,
      createdAt: at,
      updatedAt: at,
    }
  }
