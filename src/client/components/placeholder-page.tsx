import { Container, Text, Title } from '@mantine/core'

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This page is being prepared.
      </Text>
    </Container>
  )
}
