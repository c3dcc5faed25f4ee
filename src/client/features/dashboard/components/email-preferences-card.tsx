import { Alert, Button, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core'
import type { EmailPreferences } from '@shared/mail/email-preferences.schemas'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { useEmailSettings, useSaveEmailPreferences, useSendVerificationEmail } from '../api/email-preferences'

const CHOICES: { key: keyof EmailPreferences; label: string; description: string }[] = [
  {
    key: 'rateAlerts',
    label: 'Rate alerts',
    description: 'One email when providers you watch change their fees (paid plans).',
  },
  {
    key: 'recommendations',
    label: 'Recommendation emails',
    description: 'Your free recommendation, when you ask for it from its page.',
  },
]

/** Which optional emails the account gets; mails about the account and purchases always go. */
export function EmailPreferencesCard() {
  const settings = useEmailSettings()
  const save = useSaveEmailPreferences()
  const verify = useSendVerificationEmail()
  const change = (key: keyof EmailPreferences, on: boolean) =>
    save.mutate(
      { [key]: on },
      {
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to save email preferences.'),
            variant: 'destructive',
          }),
      },
    )
  const resend = () =>
    verify.mutate(undefined, {
      onSuccess: ({ message }) =>
        toast({ title: 'Verification Email', description: message, variant: 'success' }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to send the link.'),
          variant: 'destructive',
        }),
    })
  return (
    <Card withBorder radius="lg" p="lg" data-testid="email-preferences">
      <Title order={3} fz="lg" mb={4}>
        Email Preferences
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Choose the optional emails you get. Emails about your account and purchases always reach you. Every
        optional email also has an unsubscribe link.
      </Text>
      {settings.isPending && <Loader size="sm" aria-label="Loading email preferences" />}
      {settings.isError && <Text c="red.8">Failed to load email preferences. Please refresh the page.</Text>}
      {settings.data && (
        <Stack gap="sm">
          {!settings.data.verified && (
            <Alert color="yellow" title="Email address not verified">
              <Text size="sm" mb="xs">
                We send nothing but the verification link to {settings.data.email} until you follow it.
              </Text>
              <Button size="xs" variant="default" onClick={resend} loading={verify.isPending}>
                Send a new verification link
              </Button>
            </Alert>
          )}
          {CHOICES.map((c) => (
            <Switch
              key={c.key}
              label={c.label}
              description={c.description}
              checked={settings.data.preferences[c.key]}
              disabled={save.isPending}
              onChange={(e) => change(c.key, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </Card>
  )
}
