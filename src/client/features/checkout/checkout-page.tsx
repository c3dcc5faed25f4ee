import { Alert, Button, Card, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { pages } from '@shared/routes'
import { IconLock } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, lazy, Suspense, useCallback, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'
import { usePublicConfig } from '../../lib/config-context'
import { useEmbed } from '../../lib/embed-context'
import { acceptBuyer } from './api/accept-buyer'
import { placeFreeOrder } from './api/free-order'
import { checkoutQuery } from './api/get-checkout'
import { reportPaymentSuccess } from './api/payment-success'
import { AccountFields, type AccountValues, accountErrors } from './components/account-fields'
import { OrderSummary } from './components/order-summary'
import { PromoCodeForm } from './components/promo-code-form'
import { SandboxCardSection } from './components/sandbox-card-section'
import { TestCardHint } from './components/test-card-hint'
import { CardFieldsError, type PayFn, PaymentDeclinedError } from './payment-errors'
import type { PurchaseState } from './payment-success-page'
import { useCheckoutIntent } from './use-checkout-intent'

const StripeCardSection = lazy(() =>
  import('./components/stripe-card-section').then((m) => ({ default: m.StripeCardSection })),
)

export function CheckoutPage() {
  const { id = '' } = useParams()
  const config = usePublicConfig()
  const navigate = useNavigate()
  const { pathFor } = useEmbed()
  const queryClient = useQueryClient()
  const checkout = useQuery(checkoutQuery(id))
  const { intent, promo, busy, error, applyPromo, removePromo, retry } = useCheckoutIntent(checkout.data)
  const [account, setAccount] = useState<AccountValues>({ email: '', password: '', terms: false })
  const [errors, setErrors] = useState<ReturnType<typeof accountErrors>>({})
  const [submitting, setSubmitting] = useState(false)
  const pay = useRef<PayFn | null>(null)
  const onReady = useCallback((fn: PayFn) => {
    pay.current = fn
  }, [])

  if (checkout.isPending) {
    return (
      <Container size="lg" py="xl">
        <Stack align="center" py="xl" role="status">
          <Loader />
          <Text c="dimmed">Loading your order...</Text>
        </Stack>
      </Container>
    )
  }
  if (checkout.isError || !checkout.data) {
    return (
      <Container size="sm" py="xl">
        <Card withBorder padding="xl">
          <Stack align="center" ta="center">
            <Title order={1} size="h2">
              Assessment Not Found
            </Title>
            <Text c="dimmed">
              {checkout.isError
                ? errorMessage(checkout.error, 'We could not load this order. Please try again.')
                : "We couldn't find your assessment. Please start a new one."}
            </Text>
            <Button component={Link} to={pages.home.href()}>
              Return Home
            </Button>
          </Stack>
        </Card>
      </Container>
    )
  }

  const data = checkout.data
  const order = intent ?? data.order
  const free = intent?.freeOrder === true
  const amountLabel = formatUsd(order.amountCents)
  const testMode =
    config.paymentGateway === 'sandbox' || Boolean(config.stripePublishableKey?.startsWith('pk_test'))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const problems = accountErrors(account)
    setErrors(problems)
    if (Object.keys(problems).length > 0 || !intent) return
    const email = account.email.trim()
    setSubmitting(true)
    try {
      if (free) {
        try {
          await placeFreeOrder({
            email,
            password: account.password,
            assessmentId: data.id,
            reportType: data.reportType,
            promoCodeId: promo?.id ?? '',
          })
        } catch (err) {
          toast({ title: 'Order Error', description: errorMessage(err), variant: 'destructive' })
          return
        }
        // The order signed the buyer in: everything read as a visitor is stale now.
        await queryClient.invalidateQueries()
        toast({
          title: 'Order Complete!',
          description: 'Check your email to activate your account.',
          variant: 'success',
        })
        navigate(pathFor(pages['payment-success'].href()), {
          state: { purchased: true } satisfies PurchaseState,
        })
        return
      }
      if (!intent.clientSecret || !intent.paymentIntentId || !pay.current) return
      try {
        await acceptBuyer({ paymentIntentId: intent.paymentIntentId, email })
      } catch (err) {
        toast({ title: 'Payment Error', description: errorMessage(err), variant: 'destructive' })
        return
      }
      await pay.current({ clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId, email })
      const result = await reportPaymentSuccess({
        paymentIntentId: intent.paymentIntentId,
        email,
        password: account.password,
      })
      await queryClient.invalidateQueries()
      toast({ title: 'Payment Successful!', description: result.message, variant: 'success', duration: 8000 })
      navigate(pathFor(pages['payment-success'].href()), {
        state: { purchased: true } satisfies PurchaseState,
      })
    } catch (err) {
      if (err instanceof CardFieldsError) return
      if (err instanceof PaymentDeclinedError) {
        toast({ title: 'Payment Failed', description: err.message, variant: 'destructive' })
        return
      }
      toast({ title: 'Payment Error', description: errorMessage(err), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1}>Complete Your Purchase</Title>
        <Text c="dimmed">Get the full report and your dashboard account in one step.</Text>
      </Stack>
      {config.paymentGateway === 'sandbox' && (
        <Alert color="yellow" variant="light" mb="lg" title="Test mode">
          Payments on this site are simulated: no card is charged and no money moves.
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack>
            <OrderSummary order={order} promoName={promo?.name ?? null} />
            <Card withBorder padding="lg">
              <PromoCodeForm applied={promo} busy={busy} onApply={applyPromo} onRemove={removePromo} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate aria-label="Checkout">
            <Stack gap="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Your account
                </Title>
                <AccountFields values={account} errors={errors} onChange={setAccount} />
              </Stack>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {free ? 'Free order' : 'Payment'}
                </Title>
                {error && (
                  <Alert color="red" title="Payment unavailable">
                    {error}{' '}
                    <Button variant="subtle" size="compact-sm" onClick={() => void retry()}>
                      Try again
                    </Button>
                  </Alert>
                )}
                {free ? (
                  <Alert color="teal" variant="light" title="No payment needed">
                    Your promo code covers the full price. Complete the order to create your account and
                    unlock the report.
                  </Alert>
                ) : config.paymentGateway === 'stripe' && config.stripePublishableKey ? (
                  <Suspense fallback={<Loader size="sm" />}>
                    <StripeCardSection
                      publishableKey={config.stripePublishableKey}
                      disabled={submitting}
                      onReady={onReady}
                    />
                  </Suspense>
                ) : (
                  <SandboxCardSection amountLabel={amountLabel} disabled={submitting} onReady={onReady} />
                )}
              </Stack>
              <Button
                type="submit"
                size="md"
                loading={submitting}
                disabled={!intent || busy}
                leftSection={<IconLock size={18} aria-hidden />}
              >
                {free ? 'Complete Free Order' : `Pay ${amountLabel}`}
              </Button>
              {!free && (
                <Text size="xs" c="dimmed" ta="center">
                  Payments are encrypted. We never store your card number.
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {testMode && !free && (
        <Stack mt="xl">
          <TestCardHint />
        </Stack>
      )}
    </Container>
  )
}
