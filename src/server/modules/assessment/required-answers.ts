import type { AppErrorDetail } from '../../lib/app-error'
import type { AssessmentRow } from './assessment.repository'

/** The answers the wizard requires before an assessment can be completed (spec §5), in step order. */
export function requiredAnswerIssues(row: AssessmentRow): AppErrorDetail[] {
  const issues: AppErrorDetail[] = []
  const add = (path: string, message: string) => issues.push({ path, message })
  const data = row.assessmentData
  if (!row.businessType) add('businessType', 'Choose your business type before completing the assessment.')
  if (!row.industryType) add('industryType', 'Choose your industry before completing the assessment.')
  if (!row.monthlyTransactions) {
    add('monthlyTransactions', 'Enter your monthly transaction count before completing the assessment.')
  }
  if (row.totalMonthlyVolume === null || Number(row.totalMonthlyVolume) <= 0) {
    add('totalMonthlyVolume', 'Enter your monthly volume before completing the assessment.')
  }
  if (!row.currentProvider?.trim()) {
    add('currentProvider', 'Choose your current or preferred provider before completing the assessment.')
  }
  if (row.features.length === 0)
    add('features', 'Rank at least one priority before completing the assessment.')
  if (row.businessType === 'established' || row.businessType === 'enterprise') {
    const integrations = Array.isArray(data.integrations) ? data.integrations : []
    if (integrations.length === 0) {
      add('assessmentData.integrations', 'Choose at least one integration before completing the assessment.')
    }
    if (!data.timeline) add('assessmentData.timeline', 'Choose a timeline before completing the assessment.')
  }
  return issues
}
