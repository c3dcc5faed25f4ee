import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import type { User } from '@shared/auth/auth.schemas'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { changePassword } from '../api/change-password'
import { revokeOtherSessions } from '../api/revoke-other-sessions'
import { SecondFactorCard } from '../components/second-factor-card'
import { TabHeading } from '../components/tab-heading'

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string }
const MIN_PASSWORD = 8

function ChangePasswordCard() {
  const [busy, setBusy] = useState(false)
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Required'),
      newPassword: (v) => (v ? null : 'Required'),
      confirmPassword: (v) => (v ? null : 'Required'),
    },
  })

  const submit = async ({ currentPassword, newPassword, confirmPassword }: PasswordValues) => {
    if (newPassword !== confirmPassword) {
      toast({
        title: 'Password Mismatch',
        description: "New password and confirmation don't match.",
        variant: 'destructive',
      })
      return
    }
    if (newPassword.length < MIN_PASSWORD) {
      toast({
        title: 'Password Too Short',
        description: 'Password must be at least 8 characters long.',
        variant: 'destructive',
      })
      return
    }
    setBusy(true)
    try {
      await changePassword({ currentPassword, newPassword })
      toast({
        title: 'Password Changed',
        description: 'Your password has been updated successfully.',
        variant: 'success',
      })
      form.reset()
    } catch (err) {
      if (err instanceof Error && /^\d{3}: /.test(err.message)) {
        toast({
          title: 'Password Change Failed',
          description: errorMessage(err, 'Failed to change password.'),
          variant: 'destructive',
        })
      } else {
        toast({
          title: 'Error',
          description:
            err instanceof Error && err.message ? err.message : 'An error occurred while changing password.',
          variant: 'destructive',
        })
      }
    } finally {
      setBusy(false)
    }
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
            minLength={MIN_PASSWORD}
            description="At least 8 characters"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD}
            {...form.getInputProps('confirmPassword')}
          />
          <Group>
            <Button type="submit" disabled={busy}>
              {busy ? 'Changing Password...' : 'Change Password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}

function OtherDevicesCard() {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const signOutOthers = async () => {
    setBusy(true)
    try {
      const { message } = await revokeOtherSessions()
      toast({ title: 'Other Devices Signed Out', description: message, variant: 'success' })
      setConfirming(false)
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to sign out other devices.'),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }
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
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Sign out of all other devices?"
        centered
      >
        <Text size="sm">Every other browser and device signed in to your account will be signed out.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={signOutOthers} loading={busy}>
            Sign Out Others
          </Button>
        </Group>
      </Modal>
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
                  {user.tier === 'free'
                    ? 'Free plan'
                    : `${user.tier[0]?.toUpperCase()}${user.tier.slice(1)} plan`}
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
