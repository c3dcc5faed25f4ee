import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { useAssessment } from '../../lib/api/assessment'
import { AssessmentWizard } from './assessment-wizard'
import { EmailStep } from './components/email-step'
import { forgetInProgress, inProgressId } from './resume'

/** /assessment/start (asks for the email first) and /assessment/:id (continues a saved assessment). */
export function AssessmentPage() {
  const { id } = useParams()
  const assessmentId = id && id !== 'start' ? id : undefined
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        {assessmentId ? <SavedAssessment id={assessmentId} /> : <NewAssessment />}
      </Paper>
    </Container>
  )
}

function NewAssessment() {
  const [email, setEmail] = useState<string | null>(null)
  if (!email) {
    return (
      <Stack gap="lg">
        <ResumeBanner />
        <EmailStep onSubmit={setEmail} />
      </Stack>
    )
  }
  return <AssessmentWizard email={email} />
}

/** "Continue where you left off" for the unfinished assessment this browser last worked on. */
function ResumeBanner() {
  const [id, setId] = useState<string | null>(null)
  useEffect(() => setId(inProgressId()), [])
  const { data } = useAssessment(id ?? undefined)
  const unfinished = data?.assessment.status === 'in_progress' ? data.assessment : null
  useEffect(() => {
    if (data === null || data?.assessment.status === 'completed') forgetInProgress()
  }, [data])
  if (!unfinished) return null
  return (
    <Alert variant="light" title="Continue where you left off" radius="md">
      <Text size="sm">
        Your assessment is saved at step {Math.min(unfinished.currentStep, unfinished.maxStep)} of{' '}
        {unfinished.maxStep}.
      </Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to={pages.assessment.href({ id: unfinished.id })} size="sm">
          Continue My Assessment
        </Button>
        <Button
          variant="subtle"
          size="sm"
          onClick={() => {
            forgetInProgress()
            setId(null)
          }}
        >
          Start Over
        </Button>
      </Group>
    </Alert>
  )
}

function SavedAssessment({ id }: { id: string }) {
  const { data, isPending, isError } = useAssessment(id)
  if (isPending) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader />
        <Text>Loading assessment...</Text>
      </Stack>
    )
  }
  if (isError || !data) {
    return (
      <Stack align="center" py="lg" ta="center">
        <Title order={1} fz={26}>
          Assessment Not Found
        </Title>
        <Text c="dimmed">We couldn't find your assessment. Please start a new one.</Text>
        <Button component={Link} to={pages.home.href()}>
          Return Home
        </Button>
      </Stack>
    )
  }
  if (data.assessment.status === 'completed') {
    return (
      <Stack align="center" py="lg" ta="center">
        <Title order={1} fz={26}>
          Assessment Complete!
        </Title>
        <Text c="dimmed">Your answers are saved and your recommendation is ready.</Text>
        <Button component={Link} to={pages.recommendation.href({ id: data.assessment.id })}>
          View My Recommendations
        </Button>
      </Stack>
    )
  }
  return <AssessmentWizard key={data.assessment.id} assessment={data.assessment} />
}
