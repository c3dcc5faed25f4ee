import { Code, Image, Text } from '@mantine/core'
import type { TotpEnrolment } from '@shared/auth/second-factor.schemas'

/** Groups a setup key in fours so it can be read and typed without losing one's place. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key

/** The QR code that adds an account to an authenticator app, and the setup key to type when it can't scan. */
export function AuthenticatorEnrolment({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <>
      <Image
        src={enrolment.qrCodeDataUrl}
        alt="QR code that adds this account to an authenticator app"
        w={184}
        h={184}
        mx="auto"
        radius="sm"
        bg="white"
      />
      <div>
        <Text size="sm" mb={4}>
          Can't scan it? Enter this setup key in the app instead:
        </Text>
        <Code block fz="sm" data-testid="totp-setup-key">
          {grouped(enrolment.secret)}
        </Code>
      </div>
    </>
  )
}
