import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core'
import type { AdminProvider } from '@shared/admin/admin-data.schemas'
import { formatRate, formatUsdFromDollars } from '@shared/format'
import { toCents } from '@shared/pricing/money'
import { useState } from 'react'
import { QueryState } from '../../../components/query-state'
import { useAdminProviders } from '../api/admin-queries'
import { AdminTable } from '../components/admin-table'
import { SectionHeading } from '../components/section-heading'
import { ProviderEditDialog } from './provider-edit-dialog'

const host = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** The catalogue with each figure's source and the day it was read; Edit changes a provider. */
export function ProvidersSection() {
  const providers = useAdminProviders()
  const [editing, setEditing] = useState<AdminProvider | null>(null)
  if (!providers.data) return <QueryState error={providers.error} onRetry={() => providers.refetch()} />
  return (
    <Stack gap="md">
      <SectionHeading
        title="Providers"
        description="Headline fees, where each comes from and when it was read."
      />
      <AdminTable
        label="Providers"
        minWidth={1180}
        columns={[
          'Name',
          'Description',
          'Transaction fee',
          'Monthly fee',
          'Setup fee',
          'Status',
          'Sources',
          'Edit',
        ]}
        empty={false}
      >
        {providers.data.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                {p.name}
              </Text>
              {p.isEstimate && (
                <Badge size="xs" variant="filled" color="grape.9">
                  Estimate
                </Badge>
              )}
            </Table.Td>
            <Table.Td maw={220}>
              <Text size="sm" lineClamp={3}>
                {p.description}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatRate({ percent: p.transactionFeePercent, fixedCents: toCents(p.transactionFeeFixed) })}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsdFromDollars(p.monthlyFee)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsdFromDollars(p.setupFee)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge variant="filled" color={p.isActive ? 'teal.9' : 'gray.7'}>
                {p.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Td>
            <Table.Td miw={260}>
              <Text size="xs">
                Fees:{' '}
                <Anchor href={p.sourceUrl} target="_blank" rel="noopener noreferrer" size="xs">
                  {host(p.sourceUrl)}
                </Anchor>{' '}
                as of {p.asOf}
              </Text>
              {p.figureSources.map((s) => (
                <Text size="xs" c="dimmed" key={`${s.group}-${s.url}`}>
                  {s.group.charAt(0).toUpperCase() + s.group.slice(1)}:{' '}
                  <Anchor href={s.url} target="_blank" rel="noopener noreferrer" size="xs">
                    {host(s.url)}
                  </Anchor>{' '}
                  as of {s.asOf}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                Edit
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      {editing && <ProviderEditDialog provider={editing} onClose={() => setEditing(null)} />}
    </Stack>
  )
}
