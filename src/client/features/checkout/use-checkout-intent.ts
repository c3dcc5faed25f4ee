import type { CheckoutAssessment, CreatePaymentIntentResponse } from '@shared/checkout/checkout.schemas'
import { formatUsd } from '@shared/format'
import type { PublicPromoCode } from '@shared/promo-codes/promo-code.schemas'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'
import { createPaymentIntent } from './api/create-payment-intent'
import { validatePromoCode } from './api/validate-promo-code'

/**
 * The checkout's priced order: a payment intent is created when the assessment loads, and again when
 * a promo is applied or removed. The server's answer is the price shown.
 */
export function useCheckoutIntent(checkout: CheckoutAssessment | null | undefined) {
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null)
  const [promo, setPromo] = useState<PublicPromoCode | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const requested = useRef<string | null>(null)

  const load = useCallback(
    async (promoCode: PublicPromoCode | null) => {
      if (!checkout) return null
      setBusy(true)
      setError(null)
      try {
        const next = await createPaymentIntent({
          assessmentId: checkout.id,
          reportType: checkout.reportType,
          amount: checkout.order.originalAmount,
          promoCodeId: promoCode?.id ?? null,
        })
        setIntent(next)
        return next
      } catch (e) {
        setError(errorMessage(e, 'Unable to start the payment. Please try again.'))
        return null
      } finally {
        setBusy(false)
      }
    },
    [checkout],
  )

  useEffect(() => {
    if (!checkout || requested.current === checkout.id) return
    requested.current = checkout.id
    void load(null)
  }, [checkout, load])

  const applyPromo = async (code: string) => {
    if (!code) {
      toast({ title: 'Invalid Code', description: 'Please enter a promo code', variant: 'destructive' })
      return
    }
    if (!checkout) return
    setBusy(true)
    let result: Awaited<ReturnType<typeof validatePromoCode>>
    try {
      result = await validatePromoCode(code, checkout.order.originalAmount)
    } catch {
      setBusy(false)
      toast({
        title: 'Validation Error',
        description: 'Unable to validate promo code. Please try again.',
        variant: 'destructive',
      })
      return
    }
    setBusy(false)
    if (!result.valid || !result.promoCode) {
      toast({ title: 'Invalid Promo Code', description: result.message, variant: 'destructive' })
      return
    }
    const next = await load(result.promoCode)
    if (!next) return
    setPromo(result.promoCode)
    toast({
      title: 'Promo Code Applied!',
      description: `${result.promoCode.discountPercentage}% discount applied. You save ${formatUsd(Math.round(next.discountAmount * 100))}.`,
      variant: 'success',
    })
  }

  const removePromo = async () => {
    const next = await load(null)
    if (!next) return
    setPromo(null)
    toast({ title: 'Promo Code Removed', description: 'Original pricing restored' })
  }

  return { intent, promo, busy, error, applyPromo, removePromo, retry: () => load(promo) }
}
