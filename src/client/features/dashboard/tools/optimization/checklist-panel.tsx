import { Badge, Card, Checkbox, Stack, Text } from '@mantine/core'
import { CHECKLIST_STEPS, checklistBadge, toggleStep } from '@shared/tools/checklist'
import { toast } from '../../../../components/toast'
import { errorMessage } from '../../../../lib/api-client'
import { useChecklist, useSaveChecklist } from '../../api/optimization-checklist'

/** The 'N/8 Steps Complete' badge. */
export function ChecklistBadge() {
  const checklist = useChecklist()
  if (!checklist.data) return null
  return (
    <Badge size="lg" variant="filled" color="teal.9">
      {checklistBadge(checklist.data.completed)}
    </Badge>
  )
}

/** Action Checklist: 8 steps saved on the server for this account. */
export function ChecklistPanel() {
  const checklist = useChecklist()
  const save = useSaveChecklist()
  const done = checklist.data?.completed ?? []
  const toggle = (id: number) =>
    save.mutate(toggleStep(done, id), {
      onSuccess: () =>
        toast({ title: 'Progress Updated', description: 'Optimization checklist has been updated.' }),
      onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
    })
  if (checklist.isError) return <Text c="red">{errorMessage(checklist.error)}</Text>
  return (
    <Stack gap="xs">
      {CHECKLIST_STEPS.map((s) => (
        <Card key={s.id} withBorder radius="md" p="sm">
          <Checkbox
            checked={done.includes(s.id)}
            disabled={checklist.isPending || save.isPending}
            onChange={() => toggle(s.id)}
            label={`${s.id}. ${s.title}`}
            description={s.detail}
          />
        </Card>
      ))}
    </Stack>
  )
}
