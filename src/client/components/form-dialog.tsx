import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core'
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { toast } from './toast'

/**
 * A form checked by its shared zod schema: each field shows its message, and the submit handler receives the
 * schema's output (trimmed, defaulted), never the raw inputs.
 */
export function useSchemaForm<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
  initialValues: Input,
) {
  return useForm<Input, Output>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
  })
}

export type SchemaForm<Input, Output> = UseFormReturnType<Input, Output>

type Props<Input, Output> = {
  title: ReactNode
  form: SchemaForm<Input, Output>
  onSubmit: (values: Output) => void
  onClose: () => void
  submitLabel: string
  /** Shown in place of the submit label, on a disabled button, while the call runs; a spinner otherwise. */
  pendingLabel?: string
  pending?: boolean
  /** A red submit button, for an action that takes something away. */
  destructive?: boolean
  /** A dimmed line above the fields. */
  description?: ReactNode
  /** The toast's title when a field is wrong (the spec's 'Validation Error' unless a screen says otherwise). */
  invalidTitle?: string | ((message: string) => string)
  opened?: boolean
  centered?: boolean
  size?: ModalProps['size']
  styles?: ModalProps['styles']
  children: ReactNode
}

const firstError = (errors: FormErrors) =>
  Object.values(errors).find((e): e is string => typeof e === 'string') ?? 'Please check the form'

/** For `form.onSubmit(handler, toastFirstError())`: a toast naming the first wrong field. */
export const toastFirstError =
  (title: string | ((message: string) => string) = 'Validation Error') =>
  (errors: FormErrors) => {
    const message = firstError(errors)
    toast({
      title: typeof title === 'string' ? title : title(message),
      description: message,
      variant: 'destructive',
    })
  }

/** The one dialog with a form: a title, the fields, Cancel and the submit button, a toast when a field is wrong. */
export function FormDialog<Input, Output>({
  title,
  form,
  onSubmit,
  onClose,
  submitLabel,
  pendingLabel,
  pending = false,
  destructive = false,
  description,
  invalidTitle = 'Validation Error',
  opened = true,
  centered,
  size,
  styles,
  children,
}: Props<Input, Output>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered={centered} size={size} styles={styles}>
      <form onSubmit={form.onSubmit(onSubmit, toastFirstError(invalidTitle))} noValidate>
        <Stack>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            {pendingLabel ? (
              <Button type="submit" color={destructive ? 'red' : undefined} disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            ) : (
              <Button type="submit" color={destructive ? 'red' : undefined} loading={pending}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
