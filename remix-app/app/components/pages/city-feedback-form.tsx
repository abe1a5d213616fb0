import { cityFeedbackSchema } from '@driftway/domain/accounts'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui'
import { CheckCircle2, Send } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import type { ListingKind } from '~/lib/listings'
import type { action } from '~/routes/pages/city-feedback'
import { pageFormText } from './form-text'
import { MessageField } from './message-field'

/** The signed-in part of the city feedback section: the message form, then its thanks. */
export function CityFeedbackForm({ kind, city }: { kind: ListingKind; city: string }) {
  const { t } = useTranslation('pages')
  const send = useFetcher<typeof action>({ key: 'city-feedback' })
  const form = useZodForm(cityFeedbackSchema, { city, listing_type: kind, message: '' })
  const errorOf = useFieldErrors(form, pageFormText)
  const [sent, setSent] = useState(false)
  useActionFeedback(send.data, form, {
    onSuccess: () => {
      setSent(true)
      form.reset({ city, listing_type: kind, message: '' })
    },
  })

  return sent ? (
    <p className="flex items-center gap-2 font-medium text-forest-800" role="status" data-testid="city-feedback-sent">
      <CheckCircle2 className="size-5 shrink-0" aria-hidden />
      {t('cityFeedback.sent')}
    </p>
  ) : (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => send.submit(values, { ...postJson, action: '/city-feedback' }))}
    >
      <MessageField
        label={t('cityFeedback.message')}
        rows={4}
        error={errorOf('message')}
        {...form.register('message')}
      />
      <Button type="submit" className="self-start" loading={send.state !== 'idle'} icon={<Send className="size-4" />}>
        {t('cityFeedback.submit')}
      </Button>
    </form>
  )
}
