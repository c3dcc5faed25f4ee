import { Container, Stack, Text, Title } from '@mantine/core'
import { usePublicConfig } from '../../lib/config-context'
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legal-documents'

/** /terms, /privacy and /refund-policy: one document each, server-rendered like every page. */
export function LegalPage({ document: id }: { document: LegalDocumentId }) {
  const { brandName, supportEmail } = usePublicConfig()
  const doc = LEGAL_DOCUMENTS[id]
  const fill = (text: string) =>
    text.replaceAll('{brand}', brandName).replaceAll('{supportEmail}', supportEmail)
  return (
    <Container size="sm" py={{ base: 'lg', md: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{doc.title}</Title>
          <Text size="sm" c="dimmed" mt={4}>
            Last updated {doc.updated}
          </Text>
        </div>
        <Text size="lg">{fill(doc.intro)}</Text>
        {doc.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} fz="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p}>{fill(p)}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  )
}
