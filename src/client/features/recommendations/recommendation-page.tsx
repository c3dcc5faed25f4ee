import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useAssessment, useCompleteAssessment } from '../../lib/api/assessment'
import { errorMessage } from '../../lib/api-client'
import { OwnedReportView } from './owned-report-view'
import { RecommendationView } from './recommendation-view'

function Waiting({ text }: { text: string }) {
  return (
    <Stack align="center" py={80} role="status">
      <Loader size="lg" />
      <Text>{text}</Text>
    </Stack>
  )
}

export function RecommendationPage() {
  const { id = '' } = useParams()
  const { data, isPending, isError } = useAssessment(id)
  const generate = useCompleteAssessment()
  const inProgress = data?.assessment.status === 'in_progress'

  useEffect(() => {
    if (inProgress && generate.isIdle) generate.mutate(id)
  }, [inProgress, generate, id])

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {isPending ? (
        <Waiting text="Loading your recommendations..." />
      ) : isError || !data ? (
        <Stack align="center" py={60} ta="center">
          <Title order={1} fz={28}>
            Assessment Not Found
          </Title>
          <Text c="dimmed">We couldn't find your assessment. Please start a new one.</Text>
          <Button component={Link} to={pages.home.href()}>
            Return Home
          </Button>
        </Stack>
      ) : inProgress && generate.isError ? (
        <Stack align="center" py={60} ta="center">
          <Title order={1} fz={28}>
            Your assessment isn't finished yet
          </Title>
          <Text c="dimmed">{errorMessage(generate.error)}</Text>
          <Button component={Link} to={pages.assessment.href({ id })}>
            Continue My Assessment
          </Button>
        </Stack>
      ) : inProgress || data.recommendations.length === 0 ? (
        <Waiting text="Generating your recommendations..." />
      ) : data.ownedReportId ? (
        <OwnedReportView data={data} />
      ) : (
        <RecommendationView data={data} />
      )}
    </Container>
  )
}
