'use client'

import { formatMoney, isSupportedCurrency } from '@driftway/domain/money'
import { useField, useFormFields } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientProps } from 'payload'

/**
 * Timestamps (unix seconds) and amounts (minor units) as staff read them. The API's contract
 * stores both as integers, which the admin showed raw ("1767614400", "21000") on bookings,
 * payouts and deals; these render the readable value beside the stored one.
 */
const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

const readableMoment = (seconds: unknown): string | null =>
  typeof seconds === 'number' && Number.isFinite(seconds)
    ? `${momentFormat.format(new Date(seconds * 1000))} UTC`
    : null

/** The currency an amount is in: a sibling `currency`/`currency_code`, else the document's own. */
const currencyNames = ['currency', 'currency_code']

function readableAmount(cents: unknown, currency: unknown): string | null {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return null
  return typeof currency === 'string' && isSupportedCurrency(currency) ? formatMoney(cents, currency, 'en') : null
}

const siblingPaths = (path: string) => {
  const parent = path.includes('.') ? `${path.slice(0, path.lastIndexOf('.'))}.` : ''
  return [...currencyNames.map((name) => `${parent}${name}`), ...currencyNames]
}

function Readable({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null
  return (
    <p className="field-description readable-number" data-testid={testId}>
      = {text}
    </p>
  )
}

export function TimestampAfterInput({ path }: NumberFieldClientProps) {
  const { value } = useField<number>({ path })
  return <Readable text={readableMoment(value)} testId={`readable-${path}`} />
}

export function MinorUnitsAfterInput({ path }: NumberFieldClientProps) {
  const { value } = useField<number>({ path })
  const currency = useFormFields(([fields]) => {
    for (const candidate of siblingPaths(path)) {
      const found = fields[candidate]?.value
      if (typeof found === 'string' && found) return found
    }
    return null
  })
  return <Readable text={readableAmount(value, currency)} testId={`readable-${path}`} />
}

export function TimestampCell({ cellData }: DefaultCellComponentProps) {
  return <span>{readableMoment(cellData) ?? String(cellData ?? '')}</span>
}

export function MinorUnitsCell({ cellData, rowData }: DefaultCellComponentProps) {
  const currency = currencyNames.map((name) => rowData?.[name]).find((value) => typeof value === 'string')
  return <span>{readableAmount(cellData, currency) ?? String(cellData ?? '')}</span>
}
