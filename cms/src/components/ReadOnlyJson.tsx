'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { CodeFieldClientProps, JSONFieldClientProps } from 'payload'

/**
 * How the admin shows JSON and code fields the server writes (audit before/after, a booking's
 * price lines, a stored mail's HTML): as text, read-only. Payload's own editor (Monaco) loads from
 * a CDN, which the admin's content-security policy refuses and an offline start cannot reach.
 */
export function ReadOnlyJson({ field, path }: JSONFieldClientProps | CodeFieldClientProps) {
  const { value } = useField<unknown>({ path })
  const text =
    value === null || value === undefined || value === ''
      ? '—'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value, null, 2)
  const description = field.admin?.description
  return (
    <div className="field-type read-only-json">
      <FieldLabel label={field.label ?? field.name} path={path} />
      <pre className="read-only-json__value">{text}</pre>
      {typeof description === 'string' && <FieldDescription description={description} path={path} />}
    </div>
  )
}
