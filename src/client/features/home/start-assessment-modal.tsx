import { Button, List, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core'
import { EmailSchema } from '@shared/assessment/assessment.schemas'
import { IconClock, IconGift, IconReceipt } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'
import { useCaptureEmail } from './api/capture-email'

const BENEFITS = [
  { icon: IconGift, text: 'Free: your top match, its match score and estimated monthly cost' },
  { icon: IconClock, text: '5-10 minutes to complete' },
  { icon: IconReceipt, text: "Fees from each provider's published schedule, with sources and dates" },
]

type Props = {
  opened: boolean
  onClose: () => void
  /** Called with the new assessment id once the email is captured. */
  onCaptured: (assessmentId: string) => void
}

export function StartAssessmentModal({ opened, onClose, onCaptured }: Props) {
  const [email, setEmail] = useState('')
  const mutation = useCaptureEmail()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const parsed = EmailSchema.safeParse(email)
    if (!parsed.success) {
      toast({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      })
      return
    }
    mutation.mutate(parsed.data, {
      onSuccess: ({ assessmentId }) => onCaptured(assessmentId),
      onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
    })
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Get Your Personalized PSP Recommendations"
      centered
      size="md"
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: '1.15rem' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <List spacing="xs" size="sm" center>
            {BENEFITS.map((b) => (
              <List.Item
                key={b.text}
                icon={
                  <ThemeIcon size={26} radius="xl" variant="light" color="brand" aria-hidden="true">
                    <b.icon size={16} />
                  </ThemeIcon>
                }
              >
                {b.text}
              </List.Item>
            ))}
          </List>
          <TextInput
            label="Email Address"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@business.com"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-autofocus
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={mutation.isPending}
            disabled={mutation.isPending}
          >
            Start My Assessment
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            We respect your privacy. We only email you about your assessment and report, and you can
            unsubscribe at any time.
          </Text>
        </Stack>
      </form>
    </Modal>
  )
}
