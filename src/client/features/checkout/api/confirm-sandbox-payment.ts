import type { SandboxConfirmRequest, SandboxIntentResponse } from '@shared/checkout/sandbox.schemas'
import { apiRequest } from '../../../lib/api-client'

const base = (id: string) => `/api/sandbox/payment-intents/${encodeURIComponent(id)}`

export const confirmSandboxPayment = async (id: string, input: SandboxConfirmRequest) =>
  (await (await apiRequest('POST', `${base(id)}/confirm`, input)).json()) as SandboxIntentResponse

export const authenticateSandboxPayment = async (id: string, clientSecret: string, approve: boolean) =>
  (await (
    await apiRequest('POST', `${base(id)}/authenticate`, { clientSecret, approve })
  ).json()) as SandboxIntentResponse
