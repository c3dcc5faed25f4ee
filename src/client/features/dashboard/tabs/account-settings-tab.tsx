import { Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { User } from '@shared/auth/auth.schemas'
import { planName } from '@shared/auth/entitlements'
import { PASSWORD_MIN_LENGTH } from '@shared/auth/password-policy'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { toast } from '../../../components/toast'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { useChangePassword } from '../api/change-password'
import { useRevokeOtherSessions } from '../api/revoke-other-sessions'
import { EmailPreferencesCard } from '../components/email-preferences-card'
import { SecondFactorCard } from '../components/second-factor-card'
import { TabHeading } from '../components/tab-heading'

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string }

function ChangePasswordCard() {
  const change = useChangePassword()
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Required'),
      newPassword: (v) => (v ? null : 'Required'),
      confirmPassword: (v) => (v ? null : 'Required'),
    },
  })

  const submit = ({ currentPassword, newPassword, confirmPassword }: PasswordValues) => {
    if (newPassword !== confirmPassword) {
      toast({
        title: 'Password Mismatch',
        description: "New password and confirmation don't match.",
        variant: 'destructive',
      })
      return
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      toast({
        title: 'Password Too Short',
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
        variant: 'destructive',
      })
      return
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            title: 'Password Changed',
            description: 'Your password has been updated successfully.',
            variant: 'success',
          })
          form.reset()
        },
        onError: (err) =>
          toast(
            isApiError(err)
              ? {
                  title: 'Password Change Failed',
                  description: errorMessage(err, 'Failed to change password.'),
                  variant: 'destructive',
                }
              : {
                  title: 'Error',
                  description: err.message || 'An error occurred while changing password.',
                  variant: 'destructive',
                },
          ),
      },
    )
  }

  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={3} fz="lg" mb="sm">
        Change Password
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            {...form.getInputProps('confirmPassword')}
          />
          <Group>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing Password...' : 'Change Password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}

function OtherDevicesCard() {
  const [confirming, setConfirming] = useState(false)
  const signOutOthers = useRevokeOtherSessions()
  const confirm = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast({ title: 'Other Devices Signed Out', description: message, variant: 'success' })
        setConfirming(false)
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to sign out other devices.'),
          variant: 'destructive',
        }),
    })
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={3} fz="lg" mb={4}>
        Devices
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Signed in on a shared or lost device? End every other session; this one stays signed in.
      </Text>
      <Group>
        <Button variant="default" onClick={() => setConfirming(true)}>
          Sign out of all other devices
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Sign out of all other devices?"
        message="Every other browser and device signed in to your account will be signed out."
        confirmLabel="Sign Out Others"
        pending={signOutOthers.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  )
}

/** Account Settings (spec §2, §5, §8). */
export function AccountSettingsTab({ user }: { user: User }) {
  return (
    <div>
      <TabHeading title="Account Settings" />
      <Stack gap="lg">
        <Card withBorder radius="lg" p="lg">
          <Title order={3} fz="lg" mb="sm">
            Account Information
          </Title>
          <TextInput
            label="Email address"
            value={user.email}
            readOnly
            description="Email address cannot be changed"
            maw={420}
          />
        </Card>
        <ChangePasswordCard />
        <EmailPreferencesCard />
        <SecondFactorCard />
        <Card withBorder radius="lg" p="lg">
          <Title order={3} fz="lg" mb="sm">
            Account Status
          </Title>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <IconCircleCheck size={22} color="var(--mantine-color-teal-6)" aria-hidden />
            <div>
              <Group gap="xs">
                <Text fw={600}>Account Activated</Text>
                <Badge variant="filled" color="teal.9">
                  {planName(user.tier)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                Your account is active and you have full access to all features.
              </Text>
            </div>
          </Group>
        </Card>
        <OtherDevicesCard />
      </Stack>
    </div>
  )
}
