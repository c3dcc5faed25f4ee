import { MessageResponseSchema } from '@shared/assessment/assessment.schemas'
import { useMutation } from '@tanstack/react-query'
import { toast } from '../../../components/toast'
import { errorMessage, sendJson } from '../../../lib/api-client'

/** POST /api/send-recommendation-email/{id}. */
export const sendRecommendationEmail = (id: string) =>
  sendJson('POST', `/api/send-recommendation-email/${encodeURIComponent(id)}`, MessageResponseSchema)

export function useSendRecommendationEmail() {
  return useMutation({
    mutationFn: sendRecommendationEmail,
    onSuccess: () =>
      toast({
        title: 'Email sent successfully!',
        description: 'Check your inbox for your personalized PSP recommendation.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: 'Failed to send email', description: errorMessage(error), variant: 'destructive' }),
  })
}
