import { ActionIcon, Box, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'

/** Light/dark switch; both icons render and CSS shows the right one, so server and client markup match. */
export function ColorSchemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme()
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={toggleColorScheme}
      aria-label="Toggle dark mode"
      title="Toggle dark mode"
    >
      <Box component="span" className="scheme-icon" darkHidden>
        <IconMoon size={18} stroke={1.75} aria-hidden />
      </Box>
      <Box component="span" className="scheme-icon" lightHidden>
        <IconSun size={18} stroke={1.75} aria-hidden />
      </Box>
    </ActionIcon>
  )
}
