import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import { type AssessmentDto, maxStepFor } from '@shared/assessment/assessment.schemas'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { pages } from '@shared/routes'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '../../components/toast'
import { useCompleteAssessment } from '../../lib/api/assessment'
import { errorMessage } from '../../lib/api-client'
import { usePublicConfig } from '../../lib/config-context'
import { useEmbed } from '../../lib/embed-context'
import { useStartAssessment } from './api/start-assessment'
import { useUpdateAssessment } from './api/update-assessment'
import { AnalysisScreen } from './components/analysis-screen'
import { CompleteScreen } from './components/complete-screen'
import { StepHeading } from './components/step-heading'
import { forgetInProgress, rememberInProgress } from './resume'
import { SALES_DETAILS_TITLE, STEP_TITLES, StepContent } from './step-content'
import { useWizardStep } from './use-wizard-step'
import { type Answers, answersFrom, canContinue, salesDetailsValid, toUpdate } from './wizard-answers'

const ADVANCE_DELAY_MS = 500
const ANALYSIS_MIN_MS = 3500

type Props = { assessment?: AssessmentDto; email?: string }

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function AssessmentWizard({ assessment, email }: Props) {
  const { brandName } = usePublicConfig()
  const navigate = useNavigate()
  const { pathFor } = useEmbed()
  const [answers, setAnswers] = useState<Answers>(() => answersFrom(assessment))
  const [step, setStep] = useWizardStep(assessment?.currentStep ?? 1)
  const [analyzing, setAnalyzing] = useState(false)
  const [advancing, setAdvancing] = useState(false)
  /** Step 2 has a second screen, "How you sell", after the industry. */
  const [details, setDetails] = useState(false)
  const start = useStartAssessment()
  const update = useUpdateAssessment()
  const complete = useCompleteAssessment('forget')
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStepRef = useRef(step)
  const id = assessment?.id

  const maxStep = maxStepFor(answers.businessType)
  const shownStep = Math.min(step, maxStep)
  const onCompleteScreen = step > maxStep && answers.businessType !== 'startup'
  const onDetails = details && shownStep === 2
  const saving = start.isPending || update.isPending || complete.isPending || advancing

  useEffect(() => {
    if (id) rememberInProgress(id)
  }, [id])

  // Focus moves to the new step's heading, so screen readers announce it (not on the first render).
  useEffect(() => {
    if (shownStepRef.current === step) return
    shownStepRef.current = step
    heading.current?.focus()
  }, [step])

  const set = (patch: Partial<Answers>) => setAnswers((a) => ({ ...a, ...patch }))

  const selectType = (businessType: BusinessType) => {
    set({ businessType })
    const advance = (after: () => void) => {
      setAdvancing(true)
      setTimeout(() => {
        setAdvancing(false)
        after()
      }, ADVANCE_DELAY_MS)
    }
    if (!id) {
      if (!email) return
      start.mutate(
        { email, businessType },
        {
          onSuccess: ({ assessment: created }) =>
            advance(() => navigate(pathFor(pages.assessment.href({ id: created.id })), { replace: true })),
          onError: failed,
        },
      )
      return
    }
    update.mutate(
      { id, data: { businessType, assessmentData: { step: 2 } } },
      { onSuccess: () => advance(() => setStep(2)), onError: failed },
    )
  }

  const finish = async (assessmentId: string, animate: boolean) => {
    if (animate) setAnalyzing(true)
    try {
      await Promise.all([complete.mutateAsync(assessmentId), animate ? wait(ANALYSIS_MIN_MS) : null])
      forgetInProgress()
      navigate(pathFor(pages.recommendation.href({ id: assessmentId })))
    } catch (error) {
      setAnalyzing(false)
      failed(error)
    }
  }

  const next = () => {
    if (!id) return
    if (shownStep === 2 && !details) {
      setDetails(true)
      heading.current?.focus()
      return
    }
    const nextStep = step + 1
    update.mutate(
      { id, data: toUpdate(answers, nextStep) },
      {
        onSuccess: () => {
          setDetails(false)
          if (answers.businessType === 'startup' && step >= 5) void finish(id, true)
          else setStep(nextStep)
        },
        onError: failed,
      },
    )
  }

  if (analyzing) return <AnalysisScreen />

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Step {shownStep} of {maxStep}
          </Text>
          <Text size="sm" c="dimmed">
            {Math.round((shownStep / maxStep) * 100)}%
          </Text>
        </Group>
        <Progress
          value={(shownStep / maxStep) * 100}
          aria-label={`Step ${shownStep} of ${maxStep}`}
          size="md"
          radius="xl"
        />
      </Stack>

      {onCompleteScreen && id ? (
        <CompleteScreen
          ref={heading}
          pending={complete.isPending}
          onFinish={() => void finish(id, false)}
          onBack={() => setStep(maxStep)}
        />
      ) : (
        <>
          <StepHeading
            ref={heading}
            title={onDetails ? SALES_DETAILS_TITLE.title : (STEP_TITLES[shownStep]?.title ?? '')}
            description={onDetails ? SALES_DETAILS_TITLE.description : STEP_TITLES[shownStep]?.description}
          />
          <StepContent
            step={shownStep}
            answers={answers}
            set={set}
            brandName={brandName}
            onSelectType={selectType}
            typePending={saving}
            details={onDetails}
          />
          {shownStep > 1 && (
            <Group justify="space-between" mt="sm">
              <Button
                variant="default"
                onClick={() => (onDetails ? setDetails(false) : setStep(shownStep - 1))}
                disabled={saving}
              >
                Previous
              </Button>
              <Button
                onClick={next}
                disabled={
                  !canContinue(shownStep, answers) || (onDetails && !salesDetailsValid(answers)) || saving
                }
                loading={update.isPending}
              >
                {answers.businessType === 'startup' && shownStep === 5 ? 'Get My Recommendation' : 'Continue'}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  )
}
