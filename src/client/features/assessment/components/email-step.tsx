import { Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { EmailSchema } from '@shared/assessment/assessment.schemas'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { toast } from '../../../components/toast'

type Props = { onSubmit: (email: string) => void }

/** Visitors who arrive at /assessment/start directly give their email first. */
export function EmailStep({ onSubmit }: Props) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = EmailSchema.safeParse(email)
    if (!parsed.success) {
      setError('Please enter a valid email address')
      toast({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      })
      return
    }
    onSubmit(parsed.data)
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} ref={heading} tabIndex={-1} fz={{ base: 22, sm: 26 }} style={{ outline: 'none' }}>
          Get Your Personalized PSP Recommendations
        </Title>
        <Text c="dimmed">
          Where should we send your results? Your free recommendation is ready in a few minutes.
        </Text>
        <TextInput
          type="email"
          label="Email Address"
          placeholder="you@company.com"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.currentTarget.value)
            setError(null)
          }}
        />
        <Button type="submit" size="md">
          Start My Assessment
        </Button>
        <Text size="xs" c="dimmed">
          We respect your privacy. You can unsubscribe at any time.
        </Text>
      </Stack>
    </form>
  )
}
