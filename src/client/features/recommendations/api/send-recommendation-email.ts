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
    // The server says what was sent: the recommendation, or first a link confirming the address.
    onSuccess: (data) =>
      toast({
        title: 'Email sent successfully!',
        description: data.message,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: 'Failed to send email', description: errorMessage(error), variant: 'destructive' }),
  })
}
