import { dateTimeFormat } from '@driftway/domain/intl'
import { data, Form } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { ReloadButton } from '~/components/errors/inline-error'
import { Alert, Badge, Button, Input } from '~/components/ui'
import { Inbox, Link2, Mail, Search } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { getAuth } from '~/lib/auth.server'
import { mailLinks } from '~/lib/mail-links'
import type { Route } from './+types/outbox'

type OutboxMail = {
  id: string
  to: string
  subject: string
  template: string | null
  lang: string | null
  text: string
  html: string
  created_at: string
}
type Outbox = { mode: 'smtp' | 'outbox'; count: number; results: OutboxMail[] }

/**
 * /dev/outbox — the e-mails the API stored instead of sending (GET /dev/outbox/), with their links
 * clickable. The API decides who may see them (this machine only, outside production, while mail
 * is kept rather than sent through SMTP) from the visitor's address the site passes on; when it
 * says there is no outbox, neither is there a page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const to = url.searchParams.get('to')?.trim() ?? ''
  const params = new URLSearchParams({ limit: '50' })
  if (to) params.set('to', to)
  const result = await getAuth(context).publicApi<Outbox>(`/dev/outbox/?${params}`)
  if (!result.ok && result.status === 404) throw data(null, { status: 404 })
  if (!result.ok) return { to, outbox: null }
  return {
    to,
    outbox: {
      mode: result.data.mode,
      count: result.data.count,
      mails: result.data.results.map((mail) => ({ ...mail, links: mailLinks(mail) })),
    },
  }
}

export function meta() {
  return [{ title: 'Dev outbox – Driftway' }, { name: 'robots', content: 'noindex' }]
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { to, outbox } = loaderData
  const { t, i18n } = useTranslation('accounts')
  const time = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })

  return (
    <>
      <AccountPageHeader
        eyebrow={t('outbox.eyebrow')}
        title={t('outbox.title')}
        lead={t('outbox.lead')}
        actions={<ReloadButton>{t('outbox.refresh')}</ReloadButton>}
      />
      <div className="container-page py-8 sm:py-10">
        <Form method="get" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Input
            name="to"
            type="search"
            label={t('outbox.filter')}
            placeholder="traveler@example.com"
            defaultValue={to}
            icon={<Search />}
            containerClassName="flex-1"
          />
          <Button type="submit" variant="secondary">
            {t('outbox.apply')}
          </Button>
        </Form>

        {!outbox ? (
          <Alert tone="warning" title={t('outbox.unavailable.title')} data-testid="outbox-unavailable">
            {t('outbox.unavailable.text')}
          </Alert>
        ) : outbox.mails.length === 0 ? (
          <EmptyState
            testId="outbox-empty"
            icon={<Inbox />}
            title={t('outbox.empty.title')}
            text={t('outbox.empty.text')}
          />
        ) : (
          <ul className="flex flex-col gap-4" data-testid="outbox-list">
            {outbox.mails.map((mail) => (
              <li
                key={mail.id}
                className="rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6"
                data-testid="outbox-mail"
              >
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
                      <Mail className="size-4 shrink-0 text-forest-600" aria-hidden />
                      <span className="truncate">{mail.subject}</span>
                    </h2>
                    <p className="mt-1 text-sm break-all text-ink-muted">
                      {t('outbox.to')} <span className="font-medium text-ink">{mail.to}</span>
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm text-ink-subtle">
                    {mail.template && <Badge tone="primary">{mail.template}</Badge>}
                    {mail.lang && <Badge>{mail.lang.toUpperCase()}</Badge>}
                    <time dateTime={mail.created_at}>
                      {Number.isNaN(Date.parse(mail.created_at))
                        ? mail.created_at
                        : time.format(new Date(mail.created_at))}
                    </time>
                  </div>
                </div>
                {mail.links.length > 0 && (
                  <ul className="mt-4 flex flex-col gap-1.5">
                    {mail.links.map((link) => (
                      <li key={link} className="flex items-start gap-2 text-sm">
                        <Link2 className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden />
                        <a
                          href={link}
                          className="font-medium break-all text-primary hover:underline"
                          data-testid="outbox-link"
                        >
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                <details className="group mt-4">
                  <summary className="cursor-pointer text-sm font-semibold text-ink-muted hover:text-ink">
                    {t('outbox.show')}
                  </summary>
                  <div className="mt-3 grid gap-4 lg:grid-cols-2">
                    <iframe
                      title={mail.subject}
                      srcDoc={mail.html}
                      sandbox="allow-popups allow-popups-to-escape-sandbox"
                      className="h-96 w-full rounded-xl border border-line bg-white"
                    />
                    <pre className="h-96 overflow-auto rounded-xl bg-surface-muted p-4 text-xs leading-relaxed whitespace-pre-wrap text-ink">
                      {mail.text}
                    </pre>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
