import { Badge, Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core'
import { codeMessage, type TotpEnrolment } from '@shared/auth/second-factor.schemas'
import { type FormEvent, useState } from 'react'
import { AuthenticatorEnrolment } from '../../../components/authenticator-enrolment'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { startSecondFactorSetup, useSecondFactor, useSecondFactorSwitch } from '../api/second-factor'

/** A 6-digit code field with its submit button, used to confirm turning the factor on or off. */
function CodeForm({
  label,
  pending,
  color,
  onSubmit,
  onCancel,
}: {
  label: string
  pending: boolean
  color?: string
  onSubmit: (code: string) => void
  onCancel: () => void
}) {
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setInvalid(codeMessage)
    setInvalid(null)
    onSubmit(code)
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Authentication code"
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          error={invalid}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} color={color}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Account Settings: turn sign-in codes from an authenticator app on or off, each confirmed with a code. */
export function SecondFactorCard() {
  const status = useSecondFactor()
  const { enable, disable } = useSecondFactorSwitch()
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [turningOff, setTurningOff] = useState(false)
  const [starting, setStarting] = useState(false)
  const failed = (err: unknown) =>
    toast({
      title: 'Error',
      description: errorMessage(err, 'The code was not accepted.'),
      variant: 'destructive',
    })

  const start = async () => {
    setStarting(true)
    try {
      setEnrolment(await startSecondFactorSetup())
    } catch (err) {
      failed(err)
    } finally {
      setStarting(false)
    }
  }
  const turnOn = (code: string) =>
    enable.mutate(code, {
      onSuccess: () => {
        setEnrolment(null)
        toast({
          title: 'Two-Factor Authentication On',
          description: 'Signing in now asks for a code from your authenticator app.',
          variant: 'success',
        })
      },
      onError: failed,
    })
  const turnOff = (code: string) =>
    disable.mutate(code, {
      onSuccess: () => {
        setTurningOff(false)
        toast({
          title: 'Two-Factor Authentication Off',
          description: 'Signing in now asks for your password only.',
          variant: 'success',
        })
      },
      onError: failed,
    })

  const enabled = status.data?.enabled ?? false
  return (
    <Card withBorder radius="lg" p="lg">
      <Group gap="xs" mb={4}>
        <Title order={3} fz="lg">
          Two-Factor Authentication
        </Title>
        {status.data ? (
          <Badge variant="filled" color={enabled ? 'teal.9' : 'gray.7'}>
            {enabled ? 'On' : 'Off'}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {enabled
          ? status.data?.required
            ? 'Signing in asks for a code from your authenticator app. Administrators always sign in with a code.'
            : 'Signing in asks for a code from your authenticator app as well as your password.'
          : 'Protect your account with a second step at sign-in: a 6-digit code from an authenticator app on your phone.'}
      </Text>
      {status.isPending ? (
        <Loader size="sm" aria-label="Loading the two-factor setting" />
      ) : status.isError ? (
        <Text size="sm" c="red.8">
          {errorMessage(status.error, 'Could not load the two-factor setting.')}
        </Text>
      ) : status.data && !enabled ? (
        <Button onClick={start} loading={starting}>
          Turn On Two-Factor Authentication
        </Button>
      ) : status.data && !status.data.required ? (
        <Button variant="default" onClick={() => setTurningOff(true)}>
          Turn Off Two-Factor Authentication
        </Button>
      ) : null}

      <Modal
        opened={enrolment !== null}
        onClose={() => setEnrolment(null)}
        title="Turn on two-factor authentication"
        centered
      >
        {enrolment ? (
          <Stack gap="sm">
            <Text size="sm">
              Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft
              Authenticator or 1Password), then enter the 6-digit code it shows.
            </Text>
            <AuthenticatorEnrolment enrolment={enrolment} />
            <CodeForm
              label="Turn On"
              pending={enable.isPending}
              onSubmit={turnOn}
              onCancel={() => setEnrolment(null)}
            />
          </Stack>
        ) : null}
      </Modal>
      <Modal
        opened={turningOff}
        onClose={() => setTurningOff(false)}
        title="Turn off two-factor authentication?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">Enter a current code from your authenticator app to confirm.</Text>
          <CodeForm
            label="Turn Off"
            color="red.8"
            pending={disable.isPending}
            onSubmit={turnOff}
            onCancel={() => setTurningOff(false)}
          />
        </Stack>
      </Modal>
    </Card>
  )
}
