import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react'
import { controlClasses, describedBy, Field } from '~/components/ui/field'
import { cn } from '~/lib/cn'

type MessageFieldProps = ComponentProps<'textarea'> & { label: ReactNode; error?: ReactNode }

/** A labelled multi-line text field with the look of Input (contact and feedback forms). */
export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(function MessageField(
  { id, label, error, className, rows = 6, ...rest },
  ref,
) {
  const generated = useId()
  const fieldId = id ?? generated
  return (
    <Field id={fieldId} label={label} error={error}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className={cn(controlClasses({ invalid: Boolean(error) }), 'h-auto resize-y py-2.5 leading-relaxed', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error })}
        {...rest}
      />
    </Field>
  )
})
