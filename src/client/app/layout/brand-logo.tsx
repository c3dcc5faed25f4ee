import { Group, Text } from '@mantine/core'
import { pages } from '@shared/routes'
import { Link } from 'react-router'

/** The brand mark and name, linking home. */
export function BrandLogo({ brandName }: { brandName: string }) {
  return (
    <Link
      to={pages.home.href()}
      aria-label={`${brandName} home`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={8} wrap="nowrap">
        <svg
          width="30"
          height="30"
          viewBox="0 0 32 32"
          aria-hidden="true"
          focusable="false"
          style={{ flexShrink: 0 }}
        >
          <rect width="32" height="32" rx="8" fill="#046d96" />
          <rect x="6" y="10" width="20" height="13" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
          <path d="M6 14.5h20" stroke="#fff" strokeWidth="2" />
          <path d="m17 19.5 2 2 4-4.5" stroke="#7ee2a8" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
        <Text component="span" fw={800} fz="lg" lh={1} style={{ letterSpacing: '-0.01em' }}>
          {brandName}
        </Text>
      </Group>
    </Link>
  )
}
