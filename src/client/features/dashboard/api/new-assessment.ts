import {
  type NewUserAssessmentRequest,
  NewUserAssessmentResponseSchema,
} from '@shared/assessment/user-assessment.schemas'
import { apiRequest } from '../../../lib/api-client'

/** POST /api/user/new-assessment (the Quick Assessment dialog). */
export const createNewAssessment = async (input: NewUserAssessmentRequest) =>
  NewUserAssessmentResponseSchema.parse(
    await (await apiRequest('POST', '/api/user/new-assessment', input)).json(),
  )
