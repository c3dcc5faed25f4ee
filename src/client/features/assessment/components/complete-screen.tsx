import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { forwardRef } from 'react'

type Props = { onFinish: () => void; pending: boolean; onBack: () => void }

export const CompleteScreen = forwardRef<HTMLHeadingElement, Props>(function CompleteScreen(
  { onFinish, pending, onBack },
  ref,
) {
  return (
    <Stack align="center" gap="md" py="lg" ta="center">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={2} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        Assessment Complete!
      </Title>
      <Text c="dimmed" maw={460}>
        Thank you. We will compare every provider in our catalogue against your volume, priorities and
        integrations, and show your best match with its estimated monthly cost.
      </Text>
      <Button size="lg" onClick={onFinish} loading={pending}>
        Get My Recommendations
      </Button>
      <Button variant="subtle" onClick={onBack} disabled={pending}>
        Previous
      </Button>
    </Stack>
  )
})
