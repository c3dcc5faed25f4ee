import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { countOf } from '@shared/format'
import { IconBuildingSkyscraper, IconCheck } from '@tabler/icons-react'
import { CheckoutButton } from './checkout-button'
import { ENTERPRISE_REPORT_PRICE } from './format'

export function EnterprisePitch({ id, optionsAnalysed }: { id: string; optionsAnalysed: number }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      <Stack gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBuildingSkyscraper size={32} />
        </ThemeIcon>
        <Title order={2}>Your Enterprise Payment Report</Title>
        <Text>
          At your scale, the right processor depends on negotiated interchange-plus pricing, per-location fees
          and contract terms, so one headline rate would mislead you. The enterprise report compares 5+
          enterprise providers side by side for your volume
          {optionsAnalysed > 0 ? `, from the ${countOf(optionsAnalysed, 'option')} we analysed` : ''}.
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          <List.Item>5+ enterprise providers ranked for your locations, volume and markets</List.Item>
          <List.Item>Interchange-plus cost model with a line-by-line breakdown</List.Item>
          <List.Item>Negotiation targets and contract-exit planning</List.Item>
          <List.Item>Implementation guide for multi-location roll-outs</List.Item>
        </List>
        <Text fz={32} fw={800}>
          {ENTERPRISE_REPORT_PRICE}
        </Text>
        <CheckoutButton id={id} size="lg">
          Get Enterprise Report - {ENTERPRISE_REPORT_PRICE}
        </CheckoutButton>
      </Stack>
    </Paper>
  )
}
