import { Button, Container, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>404 - Page Not Found</Title>
      <Text mt="md">Sorry, the page you're looking for doesn't exist or has been moved.</Text>
      <Button component={Link} to="/" mt="lg">
        Return Home
      </Button>
    </Container>
  )
}
