import { cityFeedbackSchema } from '@driftway/domain/accounts'
import { useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { Button, ButtonLink } from '~/components/ui'
import { CheckCircle2, LogIn, Send } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import type { ListingKind } from '~/lib/listings'
import { useRootData } from '~/lib/root-data'
import type { action } from '~/routes/pages/city-feedback'
import { pageFormText } from './form-text'
import { MessageField } from './message-field'

/**
 * The city hire pages' feedback form (POST /city/feedback/, signed in): what a visitor misses or
 * likes in this city. Signed out, a link to log in and come back.
 */
export function CityFeedback({ kind, city }: { kind: ListingKind; city: string }) {
  const { t } = useTranslation('pages')
  const { user } = useRootData()
  const location = useLocation()
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
  const back = `${location.pathname}${location.search}`

  return (
    <section
      className="border-t border-line bg-sand-50"
      aria-labelledby="city-feedback-title"
      data-testid="city-feedback"
    >
      <div className="container-page grid gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-12 lg:py-14">
        <div>
          <h2 id="city-feedback-title" className="text-2xl font-bold tracking-tight text-forest-950">
            {t('cityFeedback.title', { city })}
          </h2>
          <p className="mt-2 max-w-prose leading-relaxed text-ink-muted">{t('cityFeedback.lead', { city })}</p>
        </div>
        {!user ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-ink-muted">{t('cityFeedback.signInLead')}</p>
            <ButtonLink
              to={`/login?${new URLSearchParams({ redirect: back })}`}
              variant="secondary"
              icon={<LogIn className="size-4" />}
            >
              {t('cityFeedback.signIn')}
            </ButtonLink>
          </div>
        ) : sent ? (
          <p
            className="flex items-center gap-2 font-medium text-forest-800"
            role="status"
            data-testid="city-feedback-sent"
          >
            <CheckCircle2 className="size-5 shrink-0" aria-hidden />
            {t('cityFeedback.sent')}
          </p>
        ) : (
          <form
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
            <Button
              type="submit"
              className="self-start"
              loading={send.state !== 'idle'}
              icon={<Send className="size-4" />}
            >
              {t('cityFeedback.submit')}
            </Button>
          </form>
        )}
      </div>
    </section>
  )
}
