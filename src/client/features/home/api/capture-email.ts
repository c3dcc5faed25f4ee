import { assessmentApi } from '@shared/assessment/assessment.api'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Opens an assessment for the address. */
export const captureEmail = (email: string) => call(assessmentApi.captureEmail, { body: { email } })

export const useCaptureEmail = () => useMutation({ mutationFn: captureEmail })
