import { RecommendationEmailResponseSchema } from '@shared/assessment/assessment.schemas'
import { useMutation } from '@tanstack/react-query'
import { toast } from '../../../components/toast'
import { errorMessage, sendJson } from '../../../lib/api-client'

const SENT = 'Check your inbox for your personalized PSP recommendation.'

/** POST /api/send-recommendation-email/{id}. */
export const sendRecommendationEmail = (id: string) =>
  sendJson(
    'POST',
    `/api/send-recommendation-email/${encodeURIComponent(id)}`,
    RecommendationEmailResponseSchema,
  )

export function useSendRecommendationEmail() {
  return useMutation({
    mutationFn: sendRecommendationEmail,
    // The spec's words, then what the server sent when it is first a link confirming the address.
    onSuccess: (data) =>
      toast({
        title: 'Email sent successfully!',
        description: data.confirmationSent
          ? `${SENT} First confirm your email address with the link we sent.`
          : SENT,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: 'Failed to send email', description: errorMessage(error), variant: 'destructive' }),
  })
}
