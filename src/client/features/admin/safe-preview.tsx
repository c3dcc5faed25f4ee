import { Box, Typography } from '@mantine/core'
import { useMemo } from 'react'
import { inertPreview } from './preview-html'

type Props = { html: string; label: string; maxHeight?: number | string; testId?: string }

/** HTML shown inline after it has been made inert (no scripts, frames, handlers or script URLs). */
export function SafePreview({ html, label, maxHeight = 320, testId }: Props) {
  const clean = useMemo(() => inertPreview(html), [html])
  return (
    <Box
      role="region"
      aria-label={label}
      data-testid={testId}
      mah={maxHeight}
      p="sm"
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made inert by inertPreview; sanitised again by the server */}
        <div dangerouslySetInnerHTML={{ __html: clean }} />
      </Typography>
    </Box>
  )
}
