import { draftPayload, stepPayload } from '@driftway/domain/listing-editor'
import { type EditorStep, editorSteps, type FormValues, isEditorStep } from '@driftway/domain/listing-editor-fields'
import {
  type SeasonRateValues,
  seasonRatePayload,
  validateSeasonRate,
} from '@driftway/domain/listing-editor-season-rates'
import { draftIssues, validateStep } from '@driftway/domain/listing-editor-validation'
import { data, redirect } from 'react-router'
import { ListingWizard } from '~/components/lessor-wizard/wizard'
import { fixedT } from '~/i18n/instance'
import { lessorListingsPath } from '~/lib/accounts'
import { badRequest, failure, readSubmission } from '~/lib/auth.server'
import { kindKeys } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/editor'
import { loadEditor, loadOwnListing, requireLessor } from './editor.server'

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadEditor(context, url, params)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  const title = loaderData?.listingId
    ? t('lessor:meta.edit', { title: loaderData.title || t('lessor:wizard.untitled') })
    : t(`lessor:meta.new.${kindKeys[loaderData?.kind ?? 'recreational_vehicle']}`)
  return pageMeta(lng, { title })
}

type Then = 'next' | 'draft' | 'preview' | 'publish' | EditorStep

const issuesAsFields = (issues: { path: string; message: string }[]) => {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) fields[issue.path] = [...(fields[issue.path] ?? []), issue.message]
  return fields
}

/**
 * One JSON submission per button of the wizard: save the step (create on the first save), then go
 * on (next step, another step, overview, preview) or publish; add or delete a season rate.
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const body = await readSubmission(request)
  const id = params.id ?? null
  const base = `/listing/${kind}`
  const overview = lessorListingsPath(kind)

  if (body.intent === 'add-rate' || body.intent === 'delete-rate') {
    if (!id) return badRequest('not_found')
    if (body.intent === 'delete-rate') {
      const result = await auth.api(`${base}/${id}/season-rate/${encodeURIComponent(String(body.id))}/`, {
        method: 'DELETE',
      })
      return result.ok ? { ok: true as const } : failure(result)
    }
    const values = (body.rate ?? {}) as SeasonRateValues
    const issues = validateSeasonRate(kind, values)
    if (issues.length > 0) return badRequest('validation_error', '', issuesAsFields(issues))
    const listing = await loadOwnListing(auth, kind, id)
    const currency = typeof listing.currency === 'string' ? listing.currency : undefined
    const result = await auth.api(`${base}/${id}/season-rate/`, {
      method: 'POST',
      json: seasonRatePayload(kind, values, currency),
    })
    return result.ok ? { ok: true as const } : failure(result)
  }

  if (body.intent !== 'save') return badRequest('unknown_intent')
  const step = body.step
  if (!isEditorStep(kind, step) || (!id && step !== 'details')) return badRequest('unknown_step')
  const then = String(body.then ?? 'next') as Then
  const values = (body.values ?? {}) as FormValues
  const initial = (body.initial ?? undefined) as FormValues | undefined
  const draft = then === 'draft'

  // The same checks as the browser; a draft may leave fields empty (spec §5).
  const all = validateStep(kind, step, values)
  const issues = draft ? draftIssues(kind, all) : all
  if (issues.length > 0) return badRequest('validation_error', '', issuesAsFields(issues))

  const existing = id ? await loadOwnListing(auth, kind, id) : null
  const currency = typeof existing?.currency === 'string' ? existing.currency : undefined
  let payload = stepPayload(kind, step, values, { initial: id ? initial : undefined, currency })
  if (draft) payload = draftPayload(payload)

  // Vehicles need a season rate (spec §5 "at least one season rate for vehicle rates").
  if (kind === 'recreational_vehicle' && step === 'rates' && !draft) {
    const rates = (existing?.season_rates ?? []) as unknown[]
    if (rates.length === 0)
      return badRequest('validation_error', '', { season_rates: ['validation.seasonRateRequired'] })
  }

  let listingId = id
  if (!id) {
    const created = await auth.api<{ id: string }>(`${base}/my/`, { method: 'POST', json: payload })
    if (!created.ok) return failure(created)
    listingId = created.data.id
  } else if (Object.keys(payload).length > 0) {
    const saved = await auth.api(`${base}/my/${id}/`, { method: 'PATCH', json: payload })
    if (!saved.ok) return failure(saved)
  }
  const edit = (target: EditorStep) => `/lessor/listings/${listingId}/edit/${target}`

  if (then === 'draft') throw redirect(`${overview}?saved=${listingId}`)
  if (then === 'preview') throw redirect(`/lessor/listings/${listingId}/preview`)
  if (then === 'publish') {
    const published = await auth.api(`${base}/my/${listingId}/publish/`, { method: 'PATCH', json: {} })
    if (!published.ok) return data({ ok: false as const, publish: true, ...published.error }, { status: 400 })
    throw redirect(`${overview}?published=${listingId}`)
  }
  const steps = editorSteps[kind]
  if (isEditorStep(kind, then)) throw redirect(edit(then))
  const next = steps[steps.indexOf(step) + 1]
  throw redirect(edit(next ?? step))
}

export default function ListingEditor({ loaderData }: Route.ComponentProps) {
  return <ListingWizard key={`${loaderData.listingId ?? 'new'}-${loaderData.step}`} data={loaderData} />
}
