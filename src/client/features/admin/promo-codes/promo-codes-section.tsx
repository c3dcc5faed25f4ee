import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core'
import { formatUsdFromDollars } from '@shared/format'
import { formatDate } from '@shared/format-date'
import { type PromoCode, promoDisplayStatus } from '@shared/promo-codes/promo-code.schemas'
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { QueryState } from '../../../components/query-state'
import { usePromoCodes } from '../api/admin-queries'
import { useDeletePromoCode, useUpdatePromoCode } from '../api/promo-actions'
import { failed, succeeded } from '../components/notify'
import { SectionHeading } from '../components/section-heading'
import { PromoCreateDialog } from './promo-create-dialog'

const statusColor = {
  Active: 'teal.9',
  Inactive: 'gray.7',
  Expired: 'red.9',
  'Usage Limit Reached': 'grape.9',
} as const

/** Percent of the allowed uses taken; the bar stops at 100. */
const usagePercent = (p: Pick<PromoCode, 'currentUses' | 'maxUses'>) =>
  p.maxUses ? Math.round((p.currentUses / p.maxUses) * 100) : 0

function PromoCard({ promo, onDelete }: { promo: PromoCode; onDelete: () => void }) {
  const toggle = useUpdatePromoCode()
  const setActive = (isActive: boolean) =>
    toggle.mutate(
      { id: promo.id, input: { isActive } },
      {
        onSuccess: (answer) =>
          succeeded(
            'Promo Code Updated',
            `${promo.code} is now ${answer.promoCode.isActive ? 'active' : 'inactive'}.`,
          ),
        onError: (error) => failed(error, 'Failed to update promo code'),
      },
    )
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(promo.code)
      succeeded('Copied', `${promo.code} copied to the clipboard.`)
    } catch (error) {
      failed(error, 'Could not copy the code')
    }
  }
  const status = promoDisplayStatus(promo, new Date())
  const percent = usagePercent(promo)
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={`Promo code ${promo.name}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{promo.name}</Text>
          <Group gap={4}>
            <Text ff="monospace" fw={600} size="lg">
              {promo.code}
            </Text>
            <Tooltip label="Copy code">
              <ActionIcon variant="subtle" onClick={copy} aria-label={`Copy code ${promo.code}`}>
                <IconCopy size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </div>
        <Badge variant="filled" color={statusColor[status]}>
          {status}
        </Badge>
      </Group>
      {promo.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {promo.description}
        </Text>
      )}
      <SimpleGrid cols={3} mt="sm" spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            Discount
          </Text>
          <Text fw={600}>{promo.discountPercentage}%</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Access
          </Text>
          <Text fw={600}>{promo.accessDays} days</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Revenue
          </Text>
          <Text fw={600}>{formatUsdFromDollars(promo.totalRevenue)}</Text>
        </div>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        Used {promo.currentUses}
        {promo.maxUses ? ` of ${promo.maxUses} (${percent}%)` : ' times · unlimited'}
      </Text>
      <Progress value={Math.min(100, percent)} mt={4} aria-label={`Usage ${percent}%`} />
      <Text size="xs" c="dimmed" mt="xs">
        {promo.expiresAt ? `Expires ${formatDate(promo.expiresAt)}` : 'No expiry'} · Created{' '}
        {formatDate(promo.createdAt)}
      </Text>
      <Group justify="space-between" mt="md">
        <Switch
          label="Active"
          checked={promo.isActive}
          disabled={toggle.isPending}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Group>
    </Card>
  )
}

/** Promo codes: list with usage and revenue, create, copy, switch on or off, delete. */
export function PromoCodesSection() {
  const promos = usePromoCodes()
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<PromoCode | null>(null)
  useEffect(() => {
    if (promos.error) failed(promos.error, 'Failed to fetch promo codes')
  }, [promos.error])
  const remove = useDeletePromoCode()
  const confirmDelete = (promo: PromoCode) =>
    remove.mutate(promo.id, {
      onSuccess: () => {
        succeeded('Promo Code Deleted', `${promo.code} was deleted.`)
        setDeleting(null)
      },
      onError: (error) => failed(error, 'Failed to delete promo code'),
    })
  if (!promos.data) return <QueryState error={promos.error} onRetry={() => promos.refetch()} />
  return (
    <Stack gap="md">
      <SectionHeading
        title="Promo Codes"
        description="Discounts for reports, with their use and the revenue they brought."
      >
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          Create Promo Code
        </Button>
      </SectionHeading>
      {promos.data.length === 0 ? (
        <Card withBorder radius="md" p="lg">
          <Text c="dimmed">No promo codes yet.</Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
          {promos.data.map((p) => (
            <PromoCard key={p.id} promo={p} onDelete={() => setDeleting(p)} />
          ))}
        </SimpleGrid>
      )}
      <PromoCreateDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Promo Code"
        message={`Delete ${deleting?.code ?? ''} (${deleting?.name ?? ''})? This is permanent and cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
