import { checkoutApi } from '@shared/checkout/checkout.api'
import type { SandboxConfirmRequest } from '@shared/checkout/sandbox.schemas'
import { call } from '../../../lib/api-client'

export const confirmSandboxPayment = (id: string, body: SandboxConfirmRequest) =>
  call(checkoutApi.sandboxConfirm, { params: { id }, body })

export const authenticateSandboxPayment = (id: string, clientSecret: string, approve: boolean) =>
  call(checkoutApi.sandboxAuthenticate, { params: { id }, body: { clientSecret, approve } })
