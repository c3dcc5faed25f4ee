import { Alert, Card, Center, Container, Loader, Text, Title, Typography } from '@mantine/core'
import { format } from 'date-fns'
import { useParams } from 'react-router'
import { usePitchDeck } from './pitch-deck-api'

/** A recipient's view of the pitch deck; the HTML was sanitised by the server when it was saved and now. */
export function PitchDeckPage() {
  const { token = '' } = useParams()
  const { data, isPending, isError } = usePitchDeck(token)

  if (isPending)
    return (
      <Center py={96}>
        <Loader aria-label="Loading the pitch deck" />
      </Center>
    )
  const unavailable = !isError && 'unavailable' in data ? data : null
  const deck = !isError && 'content' in data ? data : null
  if (!deck) {
    const gone = unavailable?.unavailable === 410
    return (
      <Container size="sm" py={96} ta="center">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {gone ? 'Link No Longer Available' : 'Pitch Deck Not Found'}
        </Title>
        <Text c="gray.7" mt="md">
          {unavailable?.message ?? 'The pitch deck could not be loaded. Please try again.'}
        </Text>
        <Text c="gray.7" mt="xs">
          Ask the person who shared it with you for a new link.
        </Text>
      </Container>
    )
  }
  const { expiresAt, recipientName, content } = deck
  return (
    <Container size="md" py={{ base: 'lg', md: 48 }}>
      {expiresAt && (
        <Alert variant="light" mb="lg">
          {recipientName ? `Shared with ${recipientName}. ` : ''}This link is available until{' '}
          {format(new Date(expiresAt), "MMMM d, yyyy 'at' h:mm a")}.
        </Alert>
      )}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with sanitize-html */}
          <div data-testid="pitch-deck-content" dangerouslySetInnerHTML={{ __html: content }} />
        </Typography>
      </Card>
    </Container>
  )
}
