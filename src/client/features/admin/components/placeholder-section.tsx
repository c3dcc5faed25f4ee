import { Card, Text } from '@mantine/core'
import { SectionHeading } from './section-heading'

/** A section whose tools are not in this console yet. */
export function PlaceholderSection({ title }: { title: string }) {
  return (
    <>
      <SectionHeading title={title} />
      <Card withBorder radius="md" p="lg">
        <Text c="dimmed">This section is not available yet.</Text>
      </Card>
    </>
  )
}
