import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useFetcher } from 'react-router'
import { Button, useToast } from '~/components/ui'
import { Save } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { CurrentUser } from '~/lib/accounts'
import { type ActionFailure, useActionFeedback } from '~/lib/forms'
import type { ContactValues, CountryValues } from './profile-forms'

/** Saving a profile form: the request both forms send, its feedback, and the form's footer. */

export type ProfileFormMode = 'create' | 'edit'
type ProfileResult = { ok: true } | ActionFailure

/** The user's stored texts as form defaults: '' where a field is not set yet. */
export function textDefaults<K extends keyof CurrentUser>(user: CurrentUser, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, user[key] ?? ''])) as Record<K, string>
}

export const contactKeys = ['phone', 'address', 'city', 'postal_code'] as const
export const countryKeys = ['company_country_code_iso2'] as const

/**
 * Sends a profile form with the fields both forms share (country and contact); when editing, a
 * success toasts and makes the saved values the form's new baseline.
 */
export function useProfileSave<V extends ContactValues & CountryValues>(
  mode: ProfileFormMode,
  form: UseFormReturn<V, unknown, FieldValues>,
  options: { onFailure?: (failure: ActionFailure) => boolean; onSaved?: () => void } = {},
) {
  const { t } = useTranslation('accounts')
  const toast = useToast()
  const fetcher = useFetcher<ProfileResult>({ key: `profile-${mode}` })
  useActionFeedback(fetcher.data, form, {
    onFailure: options.onFailure,
    // The avatar is the one file of this form: PNG/JPEG pictures only (the catalogue also names PDFs).
    errorOverrides: 'accounts:profileForm.apiErrors',
    onSuccess: () => {
      if (mode === 'create') return
      toast.success(t('profileForm.saved'))
      form.reset(form.getValues())
      options.onSaved?.()
    },
  })
  const save = (values: V, fill: (body: FormData) => void) => {
    const body = new FormData()
    body.set('intent', 'profile')
    body.set('company_country_code_iso2', values.company_country_code_iso2)
    for (const name of contactKeys) body.set(name, values[name])
    fill(body)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }
  return { save, busy: fetcher.state !== 'idle' }
}

/** The bottom bar of a profile form: what state it is in, and the submit button. */
export function ProfileFormFooter({
  creating,
  busy,
  disabled,
  children,
}: {
  creating: boolean
  busy: boolean
  disabled: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('accounts')
  return (
    <div className="flex flex-col gap-4 border-t border-line bg-stone-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      {children}
      <Button type="submit" className="shrink-0" loading={busy} disabled={disabled} icon={<Save className="size-4" />}>
        {creating ? t('profileForm.complete') : t('profileForm.save')}
      </Button>
    </div>
  )
}
