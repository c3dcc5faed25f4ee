import { Box, Button, Container, Text, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import { Link } from 'react-router'

/** The closing call to action under the list and each post. */
export function BlogCta({ arrow = false, compact = false }: { arrow?: boolean; compact?: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="blog-cta-title"
      py={compact ? 'xl' : 48}
      px="md"
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-brand-6))',
        borderRadius: compact ? 'var(--mantine-radius-lg)' : 0,
        color: 'white',
      }}
    >
      <Container size="md" ta="center">
        <Title id="blog-cta-title" order={2} c="white" fz={{ base: 24, sm: 30 }}>
          Ready to Find Your Perfect Payment Processor?
        </Title>
        <Text mt="sm" size="lg" c="rgba(255,255,255,0.9)">
          Get a personalized PSP recommendation in just 3 minutes
        </Text>
        <Button
          component={Link}
          to={pages.assessment.href({ id: 'start' })}
          mt="lg"
          size="md"
          variant="white"
          color="brand.8"
        >
          {arrow ? 'Start Free Assessment →' : 'Start Free Assessment'}
        </Button>
      </Container>
    </Box>
  )
}
