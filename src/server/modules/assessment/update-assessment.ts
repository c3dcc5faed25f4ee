import { describeStep, maxStepFor, type UpdateAssessmentRequest } from '@shared/assessment/assessment.schemas'
import { AppError } from '../../lib/app-error'
import { toAssessmentDto } from './assessment.dto'
import type { AssessmentRepository, AssessmentRow, NewAssessment } from './assessment.repository'

type Deps = {
  repo: Pick<AssessmentRepository, 'updateInProgress'>
  load: (id: string) => Promise<AssessmentRow>
}

/** A partial save of the answers given so far. */
export const updateAssessment =
  ({ repo, load }: Deps) =>
  async (id: string, input: UpdateAssessmentRequest) => {
    const row = await load(id)
    if (row.status === 'completed') {
      throw new AppError('CONFLICT', 'This assessment is already completed and can no longer be changed.')
    }
    const businessType = input.businessType ?? row.businessType
    const maxStep = maxStepFor(businessType)
    const { step, ...data } = input.assessmentData ?? {}
    const requested = step ?? row.currentStep
    const currentStep = Math.max(1, Math.min(requested, maxStep + 1))
    const assessmentData: Record<string, unknown> = { ...row.assessmentData, ...data, step: currentStep }
    // A null answer removes the earlier one (rates given for a provider the merchant no longer names).
    for (const [key, value] of Object.entries(data)) if (value === null) delete assessmentData[key]
    if (input.currentProvider !== undefined) assessmentData.currentProvider = input.currentProvider
    if (input.features !== undefined) assessmentData.features = input.features

    const patch: Partial<NewAssessment> = {
      businessType,
      maxStep,
      currentStep,
      stepDescription: describeStep(currentStep, maxStep, false),
      assessmentData,
    }
    if (input.industryType !== undefined) patch.industryType = input.industryType
    if (input.monthlyTransactions !== undefined) patch.monthlyTransactions = input.monthlyTransactions
    if (input.totalMonthlyVolume !== undefined) patch.totalMonthlyVolume = input.totalMonthlyVolume.toFixed(2)
    if (input.currentProvider !== undefined) patch.currentProvider = input.currentProvider
    if (input.features !== undefined) patch.features = input.features

    const updated = await repo.updateInProgress(id, patch)
    if (!updated) {
      throw new AppError('CONFLICT', 'This assessment is already completed and can no longer be changed.')
    }
    return toAssessmentDto(updated)
  }
