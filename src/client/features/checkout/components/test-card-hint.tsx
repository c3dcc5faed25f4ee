import { Code, Text } from '@mantine/core'

/** Shown while payments run against a test gateway. */
export function TestCardHint() {
  return (
    <Text size="xs" c="dimmed" ta="center" component="footer">
      Test mode: pay with <Code>4242 4242 4242 4242</Code>, any future expiry date and any 3-digit CVC.{' '}
      <Code>4000 0000 0000 0002</Code> is declined, <Code>4000 0000 0000 9995</Code> has insufficient funds
      and <Code>4000 0025 0000 3155</Code> asks for authentication.
    </Text>
  )
}
