import { Button } from '@mantine/core'
import { IconBellPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { ToolFrame, WithToolData } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { ActiveAlertsPanel, AlertSetupPanel } from './alert-panels'
import { MarketTrendsPanel, RateCalendarPanel, RateHistoryPanel } from './history-panels'

function Monitoring({ data }: { data: ToolData }) {
  const [tab, setTab] = useState('active')
  return (
    <ToolFrame
      title="Rate Monitoring & Alerts"
      subtitle="Know when a provider changes its published fees, and what it means for you."
      aside={
        <Button leftSection={<IconBellPlus size={16} />} onClick={() => setTab('setup')}>
          Create Alert
        </Button>
      }
      value={tab}
      onChange={setTab}
      tabs={[
        {
          value: 'active',
          label: 'Active Alerts',
          render: () => <ActiveAlertsPanel onCreate={() => setTab('setup')} providers={data.providers} />,
        },
        {
          value: 'setup',
          label: 'Alert Setup',
          render: () => (
            <AlertSetupPanel
              providers={data.providers}
              defaultProviderId={data.current?.id ?? null}
              onCreated={() => setTab('active')}
            />
          ),
        },
        { value: 'trends', label: 'Market Trends', render: () => <MarketTrendsPanel data={data} /> },
        {
          value: 'history',
          label: 'Rate History',
          render: () => <RateHistoryPanel providers={data.providers} />,
        },
        { value: 'calendar', label: 'Rate Calendar', render: () => <RateCalendarPanel data={data} /> },
      ]}
    />
  )
}

/** Rate Monitoring and Alerts (spec §2): five tabs and Create Alert in the header. */
export function AlertsTab() {
  return <WithToolData title="Rate Monitoring & Alerts">{(data) => <Monitoring data={data} />}</WithToolData>
}
