import { CaptureEmailResponseSchema } from '@shared/assessment/assessment.schemas'
import { useMutation } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

/** POST /api/capture-email: opens an assessment for the address. */
export const captureEmail = (email: string) =>
  sendJson('POST', '/api/capture-email', CaptureEmailResponseSchema, { email })

export const useCaptureEmail = () => useMutation({ mutationFn: captureEmail })
