import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'

const stats = [
  { value: '20+', label: 'providers analysed' },
  { value: 'Up to 40%', label: 'lower processing costs' },
  { value: '5,000+', label: 'businesses helped' },
]

export function HomeHero() {
  return (
    <Box className="hero" py={{ base: 48, md: 88 }}>
      <Container size="lg">
        <Stack gap="lg" maw={720}>
          <Text
            fz={{ base: 'xs', sm: 'sm' }}
            fw={700}
            tt="uppercase"
            c="brand.9"
            bg="white"
            px="sm"
            py={4}
            w="fit-content"
            style={{ borderRadius: 'var(--mantine-radius-sm)', letterSpacing: '0.04em' }}
          >
            Free · 5-10 minutes · No account needed
          </Text>
          <Title order={1} c="white" fz={{ base: 34, sm: 44, md: 54 }} lh={1.1}>
            Find Your Perfect Payment Processor
          </Title>
          <Text fz={{ base: 'md', md: 'xl' }} c="rgba(255,255,255,0.9)">
            Compare card processors on real, sourced fees. Answer a few questions about your business and get
            an honest recommendation that cuts what you pay to accept cards.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/assessment/start"
              size="lg"
              color="savings.8"
              rightSection={<IconArrowRight size={20} aria-hidden />}
            >
              Start Free Assessment
            </Button>
            <Button component="a" href="#how-it-works" size="lg" variant="white" color="brand.9">
              How it works
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mt={{ base: 40, md: 64 }} maw={760}>
          {stats.map((s) => (
            <Box key={s.label}>
              <Text fz={{ base: 26, md: 32 }} fw={800} c="white" lh={1.1}>
                {s.value}
              </Text>
              <Text size="sm" c="rgba(255,255,255,0.85)">
                {s.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
