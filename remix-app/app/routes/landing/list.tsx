import { useEffect, useState } from 'react'
import { data, Form, Link, redirect, useFetcher, useSearchParams } from 'react-router'
import { EditorBar } from '~/components/landing/editor-bar'
import { Badge, Button, ButtonLink, Dialog, Input, useToast } from '~/components/ui'
import { Eye, Pencil, Plus, Search, Trash2 } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { apiRequest } from '~/lib/api.server'
import { requireEditor } from '~/lib/editor-session.server'
import { apiErrorText } from '~/lib/forms'
import { isLandingType, type LandingSummary, landingPublicPath } from '~/lib/landing'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/list'

/**
 * The content list of one type (listings spec §2): landing pages by city, country or region, each
 * with view, edit and delete (after a confirmation). Drafts are listed for editors.
 */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const editor = await requireEditor(request, url)
  if (!isLandingType(params.type)) throw data(null, { status: 404 })
  const query = new URLSearchParams({ type: params.type, limit: '1000', offset: '0' })
  const q = url.searchParams.get('q')?.trim()
  if (q) query.set('q', q.slice(0, 75))
  const list = await apiRequest<{ count: number; results: LandingSummary[] }>(`/landing-page/create/v1/?${query}`, {
    staffToken: editor.token,
  })
  if (!list.ok) {
    if (list.status === 401) throw redirect(`/content/login?next=${encodeURIComponent(url.pathname)}`)
    throw data(null, { status: list.status >= 500 || list.reason !== 'error' ? 503 : list.status })
  }
  return { type: params.type, pages: list.data.results, q: q ?? '', editor: { email: editor.email } }
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const editor = await requireEditor(request, url)
  if (!isLandingType(params.type)) throw data(null, { status: 404 })
  const form = await request.formData()
  const slug = String(form.get('slug') ?? '')
  if (!/^[a-z-]{1,75}$/.test(slug))
    return data({ ok: false as const, error_key: 'landing_page_not_found', error_msg: '' }, { status: 400 })
  const answer = await apiRequest<null>(`/landing-page/delete/${slug}/?type=${params.type}`, {
    method: 'DELETE',
    staffToken: editor.token,
  })
  if (!answer.ok)
    return data(
      { ok: false as const, error_key: answer.error.error_key, error_msg: answer.error.error_msg },
      { status: answer.status },
    )
  return { ok: true as const, deleted: slug }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  const type = loaderData?.type ?? 'campervan'
  return [
    ...pageMeta(lng, { title: t('landing:list.title', { type: t(`landing:types.${type}`) }) }),
    { name: 'robots', content: 'noindex' },
  ]
}

const placeOf = (page: LandingSummary) => page.city || page.region || page.country

export default function LandingList({ loaderData }: Route.ComponentProps) {
  const { type, pages, q, editor } = loaderData
  const { t } = useTranslation('landing')
  const toast = useToast()
  const [searchParams] = useSearchParams()
  const [confirming, setConfirming] = useState<LandingSummary | null>(null)
  const remover = useFetcher<typeof action>()
  const notice = searchParams.get('done')

  useEffect(() => {
    if (notice === 'created') toast.success(t('toast.created'))
    if (notice === 'updated') toast.success(t('toast.updated'))
  }, [notice, toast, t])
  useEffect(() => {
    if (remover.state !== 'idle' || !remover.data) return
    if (remover.data.ok) {
      setConfirming(null)
      toast.success(t('toast.deleted'))
    } else toast.error(apiErrorText(t, remover.data, { fallback: t('toast.failed') }))
  }, [remover.state, remover.data, toast, t])

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <EditorBar email={editor.email} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-forest-950">{t('list.title', { type: t(`types.${type}`) })}</h1>
          <p className="mt-1 text-ink-muted">{t('list.count', { count: pages.length })}</p>
        </div>
        <ButtonLink to={`/content/${type}/new`} icon={<Plus className="size-4" />} data-testid="landing-add">
          {t('list.add')}
        </ButtonLink>
      </div>
      <Form method="get" role="search" className="mt-5 flex gap-2">
        <Input
          name="q"
          defaultValue={q}
          label={t('list.search')}
          hideLabel
          placeholder={t('list.searchPlaceholder')}
          icon={<Search />}
          containerClassName="flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('list.searchButton')}
        </Button>
      </Form>
      {pages.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-xl border border-line bg-surface" data-testid="landing-list">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="landing-row">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">
                  {placeOf(page)}{' '}
                  <span className="font-normal text-ink-muted">· {t(`pageTypes.${page.page_type}`)}</span>
                </p>
                <p className="truncate text-sm text-ink-muted">
                  {page.main_title} · <code>{page.slug}</code>
                </p>
              </div>
              {page.status === 'draft' && <Badge tone="warning">{t('list.draft')}</Badge>}
              <div className="flex items-center gap-1">
                <Link
                  to={landingPublicPath(type, page.slug)}
                  aria-label={t('list.view', { place: placeOf(page) })}
                  className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  <Eye className="size-4" aria-hidden />
                </Link>
                <Link
                  to={`/content/${type}/${page.slug}/edit`}
                  aria-label={t('list.edit', { place: placeOf(page) })}
                  className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
                  data-testid="landing-edit"
                >
                  <Pencil className="size-4" aria-hidden />
                </Link>
                <button
                  type="button"
                  onClick={() => setConfirming(page)}
                  aria-label={t('list.delete', { place: placeOf(page) })}
                  className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-danger-soft hover:text-danger"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        tone="danger"
        title={t('delete.title')}
        description={confirming ? t('delete.text', { title: confirming.main_title }) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('delete.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remover.state !== 'idle'}
              onClick={() => confirming && remover.submit({ slug: confirming.slug }, { method: 'post' })}
            >
              {t('delete.confirm')}
            </Button>
          </>
        }
      />
    </div>
  )
}
