import { Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'

const LINES = [
  'Analyzing your business profile...',
  'Comparing payment processors against your volume...',
  'Calculating your estimated monthly costs...',
  'Ranking your best matches by your priorities...',
]

/** Spec §4: the lines appear at 0, 1, 2 and 3 seconds. */
export function AnalysisScreen() {
  const [shown, setShown] = useState(1)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
    const timers = [1, 2, 3].map((s) => setTimeout(() => setShown(s + 1), s * 1000))
    return () => timers.forEach(clearTimeout)
  }, [])
  return (
    <Stack align="center" gap="lg" py="xl" role="status" aria-live="polite">
      <Loader size="lg" />
      <Title order={2} ref={heading} tabIndex={-1} ta="center" style={{ outline: 'none' }}>
        Analyzing your answers
      </Title>
      <Text c="dimmed" ta="center">
        This takes 2-5 seconds.
      </Text>
      <Stack gap="sm" w="100%" maw={420}>
        {LINES.slice(0, shown).map((line, i) => (
          <Stack key={line} gap={0}>
            <Text size="sm" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <ThemeIcon size="sm" radius="xl" color={i < shown - 1 ? 'teal' : 'brand'} aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
              {line}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
