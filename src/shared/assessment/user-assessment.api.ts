import { endpoint } from '../http/endpoint'
import {
  NewUserAssessmentRequestSchema,
  NewUserAssessmentResponseSchema,
  UserAssessmentsResponseSchema,
} from './user-assessment.schemas'

/** The dashboard's Assessment History and Quick Assessment. */
export const userAssessmentApi = {
  /** The signed-in account's assessments, newest first. */
  list: endpoint({ method: 'GET', path: '/api/user/assessments', response: UserAssessmentsResponseSchema }),
  /** The Quick Assessment dialog: a completed assessment, and a report for a paid tier. */
  create: endpoint({
    method: 'POST',
    path: '/api/user/new-assessment',
    body: NewUserAssessmentRequestSchema,
    response: NewUserAssessmentResponseSchema,
    status: 201,
  }),
}
