import { lessorRoleForKind } from '@driftway/domain/roles'
import { Link } from 'react-router'
import { kindNav } from '~/components/layout/nav-items'
import { ArrowRight, Check } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { lessorSignupHref } from '~/lib/accounts'
import { kindKeys } from '~/lib/listings'

export function LessorCta() {
  const { t } = useTranslation()
  const points = ['pricing', 'bookings', 'payouts'] as const
  return (
    <section id="list-your-vehicle" className="scroll-mt-24 py-16 lg:py-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-2xl bg-forest-900 px-6 py-10 sm:px-10 sm:py-14 lg:grid lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:px-14 lg:py-16">
          <svg
            aria-hidden
            viewBox="0 0 600 200"
            preserveAspectRatio="none"
            className="absolute inset-x-0 bottom-0 -z-10 h-32 w-full text-forest-800 sm:h-40"
          >
            <path d="M0 140 90 80l70 50 110-100 120 110 70-50 140 90v20H0z" fill="currentColor" opacity="0.55" />
            <path d="M0 170c120-40 220-30 320-10s180 10 280-20v60H0z" fill="currentColor" />
          </svg>
          <div>
            <p className="text-sm font-semibold tracking-[0.08em] text-sand-300 uppercase">
              {t('home.lessor.eyebrow')}
            </p>
            <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {t('home.lessor.title')}
            </h2>
            <p className="mt-4 max-w-lg text-lg leading-relaxed text-forest-100">{t('home.lessor.lead')}</p>
            <ul className="mt-7 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-forest-50">
                  <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-sand-400/20 text-sand-300">
                    <Check className="size-3.5" strokeWidth={3} aria-hidden />
                  </span>
                  {t(`home.lessor.points.${point}`)}
                </li>
              ))}
            </ul>
          </div>
          <ul className="mt-10 flex flex-col gap-3 lg:mt-0 lg:justify-center">
            {kindNav.map(({ kind, Icon }) => (
              <li key={kind}>
                <Link
                  // The lessor sign-up of this kind (accounts spec §2: /signup/lessor?role=campsite_lessor …).
                  to={lessorSignupHref(lessorRoleForKind(kind))}
                  className="group flex items-center gap-4 rounded-xl bg-white/[0.07] p-4 ring-1 ring-white/10 transition-colors hover:bg-white/[0.12] focus-visible:shadow-focus focus-visible:outline-none sm:p-5"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-forest-900">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="flex-1">
                    <span className="block text-lg font-semibold text-white">
                      {t(`kinds.${kindKeys[kind]}.listCta`)}
                    </span>
                    <span className="block text-sm text-forest-200">{t(`kinds.${kindKeys[kind]}.listLead`)}</span>
                  </span>
                  <ArrowRight
                    className="size-5 text-sand-300 transition-transform group-hover:translate-x-1"
                    aria-hidden
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
