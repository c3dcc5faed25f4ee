import { type SandboxConfirmRequest, SandboxIntentResponseSchema } from '@shared/checkout/sandbox.schemas'
import { sendJson } from '../../../lib/api-client'

const base = (id: string) => `/api/sandbox/payment-intents/${encodeURIComponent(id)}`

export const confirmSandboxPayment = (id: string, input: SandboxConfirmRequest) =>
  sendJson('POST', `${base(id)}/confirm`, SandboxIntentResponseSchema, input)

export const authenticateSandboxPayment = (id: string, clientSecret: string, approve: boolean) =>
  sendJson('POST', `${base(id)}/authenticate`, SandboxIntentResponseSchema, { clientSecret, approve })
