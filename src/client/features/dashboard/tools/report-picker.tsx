import { Select } from '@mantine/core'
import { reportLabel, useReportChoice } from './report-choice'

/**
 * Which report the tools read: the latest complete one (a current provider, its fees and the channel split)
 * unless the user picks another, so a quick assessment never silently replaces the figures they bought.
 */
export function ReportPicker() {
  const { reports, chosen, choose } = useReportChoice()
  if (reports.length < 2 || !chosen) return null
  return (
    <Select
      label="Report the tools use"
      description="Every figure below comes from this report's analysis."
      data={reports.map((r) => ({ value: r.id, label: reportLabel(r) }))}
      value={chosen.id}
      onChange={(v) => v && choose(v)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      mb="md"
      maw={720}
      data-testid="tool-report-picker"
    />
  )
}
