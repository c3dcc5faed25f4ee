import { Button, Container, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

export function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Find Your Perfect Payment Processor</Title>
      <Text mt="md">Compare 20+ providers on real, sourced fees and cut what you pay to accept cards.</Text>
      <Button component={Link} to="/assessment/start" mt="lg">
        Start Free Assessment
      </Button>
    </Container>
  )
}
