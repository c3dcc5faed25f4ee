import { Alert, List, Text } from '@mantine/core'
import { formatAsOf } from '@shared/catalogue/landing-figures'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useFeeDates } from './api/fee-dates'

/** Flags the providers whose fees were last checked more than the stale threshold ago, with their date. */
export function StaleFees() {
  const { data } = useFeeDates()
  if (!data) return null
  const { stale, staleAfterDays, checkedOn } = data
  return (
    <Alert
      variant="light"
      color={stale.length > 0 ? 'yellow' : 'teal'}
      title={stale.length > 0 ? 'Fees that may be out of date' : 'Every fee checked recently'}
      icon={
        stale.length > 0 ? (
          <IconAlertTriangle size={20} aria-hidden />
        ) : (
          <IconCircleCheck size={20} aria-hidden />
        )
      }
      data-testid="stale-fees"
    >
      <Text size="sm">
        We flag a provider when its fees were last checked against its published schedule more than{' '}
        {staleAfterDays} days ago (as of {formatAsOf(checkedOn)}).{' '}
        {stale.length > 0
          ? 'Its estimates still use those fees; check the provider’s current schedule before you rely on them.'
          : 'No provider is past that today.'}
      </Text>
      {stale.length > 0 ? (
        <List size="sm" mt="xs">
          {stale.map((p) => (
            <List.Item key={p.id}>
              {p.name}: fees as of {formatAsOf(p.asOf)} ({p.ageDays} days ago)
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  )
}
