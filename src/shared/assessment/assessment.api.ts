import { endpoint } from '../http/endpoint'
import {
  AssessmentOnlyResponseSchema,
  AssessmentResponseSchema,
  CaptureEmailRequestSchema,
  CaptureEmailResponseSchema,
  CompleteResponseSchema,
  AssessmentIdParamsSchema as params,
  RecommendationEmailResponseSchema,
  StartAssessmentRequestSchema,
  UpdateAssessmentRequestSchema,
} from './assessment.schemas'

/** The public assessment: opened from the landing page, answered in the wizard, read on its result page. */
export const assessmentApi = {
  /** Opens an assessment for an email address. */
  captureEmail: endpoint({
    method: 'POST',
    path: '/api/capture-email',
    body: CaptureEmailRequestSchema,
    response: CaptureEmailResponseSchema,
    status: 201,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/assessment/start',
    body: StartAssessmentRequestSchema,
    response: AssessmentOnlyResponseSchema,
    status: 201,
  }),
  /** The assessment with its recommendation (the page's server data is kept under its key). */
  get: endpoint({ method: 'GET', path: '/api/assessment/:id', params, response: AssessmentResponseSchema }),
  /** Saves answers (partial). */
  update: endpoint({
    method: 'POST',
    path: '/api/assessment/:id/update',
    params,
    body: UpdateAssessmentRequestSchema,
    response: AssessmentOnlyResponseSchema,
  }),
  /** Ranks the providers for a fully answered assessment. */
  complete: endpoint({
    method: 'POST',
    path: '/api/assessment/:id/complete',
    params,
    response: CompleteResponseSchema,
  }),
  sendRecommendationEmail: endpoint({
    method: 'POST',
    path: '/api/send-recommendation-email/:id',
    params,
    response: RecommendationEmailResponseSchema,
    status: 202,
  }),
}
