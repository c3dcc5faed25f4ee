import { cardFieldErrors } from '@shared/checkout/card'
import { useEffect, useRef, useState } from 'react'
import { authenticateSandboxPayment, confirmSandboxPayment } from '../api/confirm-sandbox-payment'
import { CardFieldsError, type PayFn, PaymentDeclinedError, toPaymentError } from '../payment-errors'
import { AuthenticationDialog } from './authentication-dialog'
import { type CardErrors, type CardValues, SandboxCardFields } from './sandbox-card-fields'

type Props = {
  amountLabel: string
  disabled: boolean
  /** Receives the function that confirms the payment with the card typed here. */
  onReady: (pay: PayFn) => void
}

export function SandboxCardSection({ amountLabel, disabled, onReady }: Props) {
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '' })
  const [errors, setErrors] = useState<CardErrors>({})
  const [auth, setAuth] = useState<{ busy: boolean } | null>(null)
  const decide = useRef<((approve: boolean) => void) | null>(null)
  const cardRef = useRef(card)
  cardRef.current = card

  useEffect(() => {
    onReady(async ({ clientSecret, paymentIntentId, email }) => {
      const current = cardRef.current
      const problems = cardFieldErrors(current, new Date())
      setErrors(problems)
      if (Object.keys(problems).length > 0) throw new CardFieldsError('Check your card details')
      let result: Awaited<ReturnType<typeof confirmSandboxPayment>>
      try {
        result = await confirmSandboxPayment(paymentIntentId, {
          clientSecret,
          cardNumber: current.number,
          expiry: current.expiry,
          cvc: current.cvc,
          receiptEmail: email,
        })
      } catch (e) {
        throw toPaymentError(e)
      }
      if (result.status === 'succeeded') return
      if (result.status !== 'requires_action') throw new Error('The payment could not be completed.')
      const approve = await new Promise<boolean>((resolve) => {
        decide.current = resolve
        setAuth({ busy: false })
      })
      setAuth({ busy: true })
      try {
        await authenticateSandboxPayment(paymentIntentId, clientSecret, approve)
      } catch (e) {
        throw toPaymentError(e)
      } finally {
        setAuth(null)
      }
      if (!approve) throw new PaymentDeclinedError('Authentication failed.')
    })
  }, [onReady])

  return (
    <>
      <SandboxCardFields
        values={card}
        errors={errors}
        disabled={disabled}
        onChange={(next) => {
          setCard(next)
          if (Object.keys(errors).length > 0) setErrors({})
        }}
      />
      <AuthenticationDialog
        opened={auth !== null}
        amount={amountLabel}
        busy={auth?.busy ?? false}
        onDecide={(approve) => decide.current?.(approve)}
      />
    </>
  )
}
