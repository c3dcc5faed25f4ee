import { useMutation } from '@tanstack/react-query'
import { toast } from '../../../components/toast'
import { apiRequest, errorMessage } from '../../../lib/api-client'

export async function sendRecommendationEmail(id: string): Promise<{ message: string }> {
  return (await apiRequest('POST', `/api/send-recommendation-email/${encodeURIComponent(id)}`)).json()
}

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
