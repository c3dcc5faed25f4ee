import { Text, Title } from '@mantine/core'
import { forwardRef } from 'react'

type Props = { title: string; description?: string }

/** The step's heading; the wizard moves focus here when the step changes. */
export const StepHeading = forwardRef<HTMLHeadingElement, Props>(function StepHeading(
  { title, description },
  ref,
) {
  return (
    <div>
      <Title order={2} ref={ref} tabIndex={-1} fz={{ base: 22, sm: 26 }} style={{ outline: 'none' }}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      )}
    </div>
  )
})
