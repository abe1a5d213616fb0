import { isTravelerRole } from '@driftway/domain/roles'
import { redirect } from 'react-router'
import { CompanyProfileForm } from '~/components/accounts/company-profile-form'
import { PersonalProfileForm } from '~/components/accounts/personal-profile-form'
import { Check, ShieldCheck } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { landingAfterSignIn } from '~/lib/accounts'
import { badRequest, failure, requireUser } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { legalTypesFor, submitProfile } from '~/lib/profile.server'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/complete-profile'

export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  // A complete profile is edited on the profile page.
  if (user.is_profile_completed) throw redirect('/profile')
  const legalTypes = isTravelerRole(user.role) ? [] : await legalTypesFor(auth, user.company_country_code_iso2)
  return { user, legalTypes }
}

/** PATCH /user/me/ with is_profile_completed; the API opens the lessor's payout account with it. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { auth, user } = await requireUser(context, url)
  const submitted = await request.formData()
  if (submitted.get('intent') !== 'profile') return badRequest('unknown_intent')
  const result = await submitProfile(auth, user, submitted, { complete: true })
  if (!result.ok) return failure(result)
  const fresh = (await auth.reloadUser()) ?? result.data
  throw redirect(landingAfterSignIn(fresh, null))
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('accounts:meta.completeProfile.title') })
}

export default function CompleteProfile({ loaderData }: Route.ComponentProps) {
  const { user, legalTypes } = loaderData
  const { t } = useTranslation('accounts')
  const traveler = isTravelerRole(user.role)
  return (
    <div className="bg-gradient-to-b from-forest-50/70 via-canvas to-canvas">
      <div className="container-page max-w-4xl py-10 sm:py-14">
        <div className="mb-8">
          <ol className="mb-6 flex items-center gap-2 text-sm font-medium" aria-label={t('complete.progress')}>
            <li className="inline-flex items-center gap-2 text-success">
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-success text-white">
                <Check className="size-3.5" strokeWidth={3} aria-hidden />
              </span>
              {t('complete.stepAccount')}
            </li>
            <li aria-hidden className="h-px w-8 bg-line-strong" />
            <li className="inline-flex items-center gap-2 text-primary" aria-current="step">
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs text-white">
                2
              </span>
              {t('complete.stepProfile')}
            </li>
          </ol>
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('complete.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl">
            {traveler ? t('complete.titleTraveler') : t('complete.titleLessor')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-muted">
            {traveler ? t('complete.leadTraveler') : t('complete.leadLessor')}
          </p>
        </div>
        {traveler ? (
          <PersonalProfileForm user={user} mode="create" email={user.email} />
        ) : (
          <CompanyProfileForm user={user} mode="create" legalTypes={legalTypes} email={user.email} />
        )}
        <p className="mt-6 flex items-start gap-2 text-sm text-ink-muted">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-forest-600" aria-hidden />
          {traveler ? t('complete.privacyTraveler') : t('complete.privacyLessor')}
        </p>
      </div>
    </div>
  )
}
