import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { codeMessage, type TotpEnrolment } from '@shared/auth/second-factor.schemas'
import { IconShieldLock } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { AuthenticatorEnrolment } from '../../components/authenticator-enrolment'
import { errorMessage } from '../../lib/api-client'

type Props = {
  /** Present on an administrator's first sign-in: the authenticator to add before the console opens. */
  enrolment?: TotpEnrolment
  pending: boolean
  error: Error | null
  onSubmit: (code: string) => void
  onBack: () => void
}

/** The code step of a sign-in: a 6-digit code from an authenticator app (with the QR code to enrol first). */
export function SecondFactorStep({ enrolment, pending, error, onSubmit, onBack }: Props) {
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) {
      setInvalid(codeMessage)
      return
    }
    setInvalid(null)
    onSubmit(code)
  }
  const serverError = error ? errorMessage(error) : null
  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-factor-title">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={22} aria-hidden />
          <Title order={2} fz="lg" id="second-factor-title">
            {enrolment ? 'Set up two-factor authentication' : 'Two-factor authentication'}
          </Title>
        </Group>
        {enrolment ? (
          <>
            <Text size="sm">
              This account signs in with a password and a code from an authenticator app. Scan the QR code
              with your app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter
              the 6-digit code it shows.
            </Text>
            <AuthenticatorEnrolment enrolment={enrolment} />
          </>
        ) : (
          <Text size="sm">Enter the 6-digit code from your authenticator app to finish signing in.</Text>
        )}
        <TextInput
          label="Authentication code"
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
          autoFocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          error={invalid}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        {serverError ? (
          <Alert color="red" variant="light" role="alert" title="Code not accepted">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={pending} fullWidth>
          {enrolment ? 'Verify and Sign In' : 'Verify'}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
