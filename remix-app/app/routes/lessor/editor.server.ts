import { type EditorListing, formValuesOf } from '@driftway/domain/listing-editor'
import { type EditorStep, editorSteps, firstStepOfExisting, isEditorStep } from '@driftway/domain/listing-editor-fields'
import { kindForLessorRole, type ListingKind } from '@driftway/domain/roles'
import { data, redirect } from 'react-router'
import type { DynamicChoices } from '~/components/lessor-wizard/field-grid'
import type { SeasonRate } from '~/components/lessor-wizard/season-rates'
import { homeFor, kindFromLessorSegment, lessorListingsPath } from '~/lib/accounts'
import type { Auth } from '~/lib/auth.server'
import { requireUser } from '~/lib/auth.server'

/** Shared by the wizard and the preview: the signed-in lessor, their kind, and the listing by id. */
export async function requireLessor(context: Parameters<typeof requireUser>[0], url: URL) {
  const { auth, user } = await requireUser(context, url)
  const kind = kindForLessorRole(user.role)
  // Travelers and staff have no listings to edit (spec §6: lessors manage their own kind only).
  if (!kind) throw redirect(homeFor(user))
  return { auth, user, kind }
}

/** The editor view of an own listing; another lessor's or another kind's is not found (404). */
export async function loadOwnListing(auth: Auth, kind: ListingKind, id: string) {
  const result = await auth.api<EditorListing & { season_rates?: SeasonRate[] }>(
    `/listing/${kind}/my/${encodeURIComponent(id)}/`,
  )
  if (result.ok) return result.data
  if (result.status === 404 || result.status === 403 || result.status === 400) throw data(null, { status: 404 })
  throw data(null, { status: 503 })
}

type Named = { id: string; name: string; name_de?: string | null; section?: string | null }

/** Amenities (by section), and for campsites the surroundings and activities, as choices. */
async function loadChoices(auth: Auth, kind: ListingKind, step: EditorStep, lng: string): Promise<DynamicChoices> {
  if (step !== 'preferences') return {}
  const label = (item: Named) => (lng === 'de' && item.name_de ? item.name_de : item.name)
  const list = async (path: string) => {
    const result = await auth.publicApi<Named[]>(path)
    return result.ok && Array.isArray(result.data) ? result.data : []
  }
  const [amenities, situations, activities] = await Promise.all([
    list(`/listing/${kind}/amenity/`),
    kind === 'campsite' ? list('/listing/campsite/location-situation/') : Promise.resolve([]),
    kind === 'campsite' ? list('/listing/campsite/activity/') : Promise.resolve([]),
  ])
  return {
    amenities: amenities.map((item) => ({ value: item.id, label: label(item), group: item.section ?? '' })),
    location_situations: situations.map((item) => ({ value: item.id, label: label(item) })),
    activities: activities.map((item) => ({ value: item.id, label: label(item) })),
  }
}

export async function loadEditor(
  context: Parameters<typeof requireUser>[0],
  url: URL,
  params: { id?: string; step?: string; kindPath?: string },
) {
  const { auth, user, kind } = await requireLessor(context, url)
  if (params.kindPath !== undefined) {
    const wanted = kindFromLessorSegment(params.kindPath)
    if (!wanted) throw data(null, { status: 404 })
    // Each lessor creates listings of their own kind only.
    if (wanted !== kind) throw redirect(`${lessorListingsPath(kind)}/new`)
  }
  const id = params.id ?? null
  const listing = id ? await loadOwnListing(auth, kind, id) : null
  const step: EditorStep = !id
    ? 'details'
    : params.step === undefined
      ? firstStepOfExisting
      : (params.step as EditorStep)
  if (!isEditorStep(kind, step)) throw redirect(`/lessor/listings/${id}/edit/${firstStepOfExisting}`)
  const currency = (typeof listing?.currency === 'string' && listing.currency) || user.currency_code || 'EUR'
  return {
    kind,
    listingId: id,
    step,
    steps: editorSteps[kind],
    title: typeof listing?.title === 'string' ? listing.title : '',
    isDraft: listing ? listing.is_draft !== false : true,
    values: formValuesOf(kind, step, listing),
    currency,
    rates: (listing?.season_rates ?? []) as SeasonRate[],
    seasons: Array.isArray(listing?.season_availability) ? listing.season_availability.length : 0,
    reservations: Array.isArray(listing?.manual_reservations) ? listing.manual_reservations.length : 0,
    extras: Array.isArray(listing?.extra_amenities) ? listing.extra_amenities.length : 0,
    choices: await loadChoices(auth, kind, step, auth.lng),
    overview: lessorListingsPath(kind),
  }
}
