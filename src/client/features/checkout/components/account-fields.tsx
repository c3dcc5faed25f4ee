import { Anchor, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core'
import { pages } from '@shared/routes'
import { Link } from 'react-router'

export type AccountValues = { email: string; password: string; terms: boolean }
export type AccountErrors = Partial<Record<keyof AccountValues, string>>

/** Spec §5: email required, password at least 8 characters, terms ticked. */
export function accountErrors(values: AccountValues): AccountErrors {
  const errors: AccountErrors = {}
  if (!values.email.trim()) errors.email = 'Email is required'
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Valid email is required'
  if (!values.password) errors.password = 'Password is required'
  else if (values.password.length < 8) errors.password = 'Password must be at least 8 characters'
  if (!values.terms) errors.terms = 'Please accept the terms to continue'
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
        description="At least 8 characters; you will use it to sign in to your dashboard"
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
