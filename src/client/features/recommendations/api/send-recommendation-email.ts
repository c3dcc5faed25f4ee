import { assessmentApi } from '@shared/assessment/assessment.api'
import { useMutation } from '@tanstack/react-query'
import { toast } from '../../../components/toast'
import { call, errorMessage } from '../../../lib/api-client'

const SENT = 'Check your inbox for your personalized PSP recommendation.'

export const sendRecommendationEmail = (id: string) =>
  call(assessmentApi.sendRecommendationEmail, { params: { id } })

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
