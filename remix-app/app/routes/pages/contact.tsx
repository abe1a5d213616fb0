import { contactMessageSchema } from '@driftway/domain/accounts'
import { useState } from 'react'
import { Link, useActionData, useSubmit } from 'react-router'
import { pageFormText } from '~/components/pages/form-text'
import { MessageField } from '~/components/pages/message-field'
import { Button, Input } from '~/components/ui'
import { ArrowRight, CalendarCheck, CheckCircle2, Mail, MessagesSquare, Send } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { zodFieldErrors } from '~/lib/account-forms'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { isFailure, postJson, useActionFeedback, useFieldErrors, usePostPending, useZodForm } from '~/lib/forms'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches, useRootData } from '~/lib/root-data'
import type { Route } from './+types/contact'

/** POST /user/contact-us/ (no sign-in; the API rate-limits it per visitor and mails support). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = contactMessageSchema.safeParse(await readSubmission(request))
  if (!parsed.success) return badRequest('validation_error', '', zodFieldErrors(parsed.error))
  const result = await getAuth(context).publicApi('/user/contact-us/', { method: 'POST', json: parsed.data })
  if (!result.ok) return failure(result)
  return { ok: true as const, email: parsed.data.email }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, { title: t('pages:contact.metaTitle'), description: t('pages:contact.metaDescription') })
}

/**
 * /contact: the contact-us form (accounts §7); a signed-in user finds their name filled in. It posts
 * as a navigation, not a fetcher, so a message sent before the page runs its scripts (a slow phone)
 * is answered the same way: the action's result is the page's action data either way.
 */
export default function ContactPage() {
  const { t } = useTranslation('pages')
  const { user } = useRootData()
  const result = useActionData<typeof action>()
  const submit = useSubmit()
  const sending = usePostPending()
  const empty = {
    name: user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '',
    email: '',
    subject: '',
    message: '',
  }
  const form = useZodForm(contactMessageSchema, empty)
  const errorOf = useFieldErrors(form, pageFormText)
  // "Write another" puts the form back; the answer it dismissed stays the page's action data.
  const [dismissed, setDismissed] = useState<unknown>(null)
  const sentTo = result && !isFailure(result) && result !== dismissed ? result.email : null
  useActionFeedback(result, form, { onSuccess: () => form.reset(empty) })

  return (
    <div className="bg-canvas">
      <header className="border-b border-line bg-gradient-to-b from-sand-50 to-canvas">
        <div className="container-page py-12 lg:py-16">
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('contact.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-forest-950 sm:text-5xl">{t('contact.title')}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-muted">{t('contact.lead')}</p>
        </div>
      </header>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <section
          aria-label={t('contact.title')}
          className="rounded-2xl border border-line bg-surface p-6 shadow-xs sm:p-8"
        >
          {sentTo !== null ? (
            <div className="flex flex-col items-start gap-4" role="status" data-testid="contact-sent">
              <CheckCircle2 className="size-10 text-forest-700" aria-hidden />
              <h2 className="text-2xl font-bold text-forest-950">{t('contact.sentTitle')}</h2>
              <p className="text-ink-muted">{t('contact.sentText', { email: sentTo })}</p>
              <Button variant="secondary" onClick={() => setDismissed(result)}>
                {t('contact.another')}
              </Button>
            </div>
          ) : (
            <form
              method="post"
              noValidate
              className="flex flex-col gap-5"
              onSubmit={form.handleSubmit((values) => submit(values, { ...postJson, preventScrollReset: true }))}
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <Input
                  label={t('contact.name')}
                  autoComplete="name"
                  error={errorOf('name')}
                  {...form.register('name')}
                />
                <Input
                  label={t('contact.email')}
                  type="email"
                  autoComplete="email"
                  error={errorOf('email')}
                  {...form.register('email')}
                />
              </div>
              <Input label={t('contact.subject')} error={errorOf('subject')} {...form.register('subject')} />
              <MessageField
                label={t('contact.message')}
                rows={7}
                error={errorOf('message')}
                {...form.register('message')}
              />
              <Button
                type="submit"
                size="lg"
                className="self-start"
                loading={sending}
                icon={<Send className="size-4" />}
              >
                {t('contact.submit')}
              </Button>
            </form>
          )}
        </section>
        <aside className="flex flex-col gap-5">
          <h2 className="text-lg font-semibold text-ink">{t('contact.asideTitle')}</h2>
          <p className="flex gap-3 text-ink-muted">
            <CalendarCheck className="mt-0.5 size-5 shrink-0 text-forest-700" aria-hidden />
            {t('contact.asideBookings')}
          </p>
          <p className="flex gap-3 text-ink-muted">
            <MessagesSquare className="mt-0.5 size-5 shrink-0 text-forest-700" aria-hidden />
            {t('contact.asideChat')}
          </p>
          <p className="flex gap-3 text-ink-muted">
            <Mail className="mt-0.5 size-5 shrink-0 text-forest-700" aria-hidden />
            <Link
              to="/how-it-works"
              className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
            >
              {t('contact.asideHow')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </aside>
      </div>
    </div>
  )
}
