import { Box, Input, useComputedColorScheme } from '@mantine/core'
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useEffect, useState } from 'react'
import { type PayFn, PaymentDeclinedError } from '../payment-errors'

type Props = { publishableKey: string; disabled: boolean; onReady: (pay: PayFn) => void }

let stripePromise: Promise<Stripe | null> | undefined

/** Stripe Elements: the card never touches our servers. */
export function StripeCardSection({ publishableKey, disabled, onReady }: Props) {
  stripePromise ??= loadStripe(publishableKey)
  return (
    <Elements stripe={stripePromise}>
      <StripeCard disabled={disabled} onReady={onReady} />
    </Elements>
  )
}

function StripeCard({ disabled, onReady }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [error, setError] = useState<string | undefined>()
  const dark = useComputedColorScheme('light') === 'dark'

  useEffect(() => {
    onReady(async ({ clientSecret, email }) => {
      const card = elements?.getElement(CardElement)
      if (!stripe || !card) throw new Error('The card form is still loading. Please try again.')
      const { error: failure, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { email } },
        receipt_email: email,
      })
      if (failure) {
        if (failure.type === 'card_error' || failure.type === 'validation_error') {
          throw new PaymentDeclinedError(failure.message ?? 'Your card was declined.')
        }
        throw new Error(failure.message ?? 'The payment could not be completed.')
      }
      if (paymentIntent?.status !== 'succeeded') throw new Error('The payment is still processing.')
    })
  }, [stripe, elements, onReady])

  return (
    <Input.Wrapper label="Card details" required error={error}>
      <Box
        p="sm"
        mt={4}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <CardElement
          options={{
            disabled,
            style: { base: { fontSize: '16px', color: dark ? '#f1f3f5' : '#1a1b1e' } },
          }}
          onChange={(e) => setError(e.error?.message)}
        />
      </Box>
    </Input.Wrapper>
  )
}
