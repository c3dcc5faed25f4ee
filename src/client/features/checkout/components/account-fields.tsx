import { Anchor, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core'
import { emailAddress } from '@shared/account/email-address'
import { PASSWORD_MIN_LENGTH } from '@shared/auth/password-policy'
import { AccountPasswordSchema } from '@shared/checkout/checkout.schemas'
import { pages } from '@shared/routes'
import { Link } from 'react-router'
import { z } from 'zod'

export type AccountValues = { email: string; password: string; terms: boolean }
export type AccountErrors = Partial<Record<keyof AccountValues, string>>

/**
 * Spec §5: the account the order creates, checked by the rules the server applies to the same request (the
 * product's one email rule and new-password policy), with the form's own texts for what is missing.
 */
const AccountSchema = z.object({
  email: emailAddress('Valid email is required', 'Email is required'),
  password: z.string().min(1, 'Password is required').pipe(AccountPasswordSchema),
  terms: z.literal(true, { error: 'Please accept the terms to continue' }),
})

/** The first problem with each field, none when the account can be created. */
export function accountErrors(values: AccountValues): AccountErrors {
  const parsed = AccountSchema.safeParse(values)
  const errors: AccountErrors = {}
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AccountValues
    errors[field] ??= issue.message
  }
  return errors
}

type Props = {
  values: AccountValues
  errors: AccountErrors
  onChange: (values: AccountValues) => void
}

export function AccountFields({ values, errors, onChange }: Props) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Email"
        description={
          <>
            Your report and sign-in details go here. Have an account?{' '}
            <Anchor component={Link} to={pages.auth.href()} inherit>
              Sign in first
            </Anchor>{' '}
            and the report goes straight to it; otherwise its address gets a link to claim it.
          </>
        }
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => onChange({ ...values, email: e.currentTarget.value })}
      />
      <PasswordInput
        label="Create a password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters; you will use it to sign in to your dashboard`}
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => onChange({ ...values, password: e.currentTarget.value })}
      />
      <Checkbox
        checked={values.terms}
        error={errors.terms}
        onChange={(e) => onChange({ ...values, terms: e.currentTarget.checked })}
        label={
          <>
            I agree to the{' '}
            <Anchor component={Link} to={pages.terms.href()} target="_blank" inherit>
              terms of service
            </Anchor>{' '}
            and the{' '}
            <Anchor component={Link} to={pages['refund-policy'].href()} target="_blank" inherit>
              3-day money-back policy
            </Anchor>
          </>
        }
      />
    </Stack>
  )
}
