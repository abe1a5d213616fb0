import { LessorCosts } from '~/components/billing/lessor-costs'
import { lessorLandingHref } from '~/components/layout/nav-items'
import { ButtonLink } from '~/components/ui'
import {
  BadgeEuro,
  CalendarRange,
  CreditCard,
  Inbox,
  type LucideIcon,
  MessagesSquare,
  NotebookPen,
  Search,
  Send,
  Star,
  UserPlus,
} from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { kindPaths } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/how-it-works'

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, { title: t('pages:howItWorks.metaTitle'), description: t('pages:howItWorks.metaDescription') })
}

const travelerSteps: [string, LucideIcon][] = [
  ['search', Search],
  ['book', Send],
  ['pay', CreditCard],
  ['travel', MessagesSquare],
  ['review', Star],
]
const lessorSteps: [string, LucideIcon][] = [
  ['signup', UserPlus],
  ['list', NotebookPen],
  ['calendar', CalendarRange],
  ['bookings', Inbox],
  ['paid', BadgeEuro],
]

function Steps({ side, steps }: { side: 'travelers' | 'lessors'; steps: [string, LucideIcon][] }) {
  const { t } = useTranslation('pages')
  return (
    <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {steps.map(([step, Icon], index) => (
        <li key={step} className="rounded-2xl border border-line bg-surface p-6 shadow-xs">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="text-sm font-semibold text-ink-subtle">{index + 1}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">{t(`howItWorks.${side}.steps.${step}.title`)}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{t(`howItWorks.${side}.steps.${step}.text`)}</p>
        </li>
      ))}
    </ol>
  )
}

/** /how-it-works: booking as a traveler and renting out as a lessor, step by step. */
export default function HowItWorksPage() {
  const { t } = useTranslation('pages')
  return (
    <div className="bg-canvas">
      <header className="border-b border-line bg-gradient-to-b from-sand-50 to-canvas">
        <div className="container-page py-12 lg:py-16">
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('howItWorks.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-forest-950 sm:text-5xl">
            {t('howItWorks.title')}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-muted">{t('howItWorks.lead')}</p>
        </div>
      </header>

      <section className="container-page py-12 lg:py-16" aria-labelledby="travelers-title">
        <h2 id="travelers-title" className="text-3xl font-bold tracking-tight text-forest-950">
          {t('howItWorks.travelers.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t('howItWorks.travelers.lead')}</p>
        <Steps side="travelers" steps={travelerSteps} />
        <ButtonLink to={kindPaths.recreational_vehicle.search} size="lg" className="mt-8">
          {t('howItWorks.travelers.cta')}
        </ButtonLink>
      </section>

      <section className="border-y border-line bg-forest-50" aria-labelledby="lessors-title">
        <div className="container-page py-12 lg:py-16">
          <h2 id="lessors-title" className="text-3xl font-bold tracking-tight text-forest-950">
            {t('howItWorks.lessors.title')}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t('howItWorks.lessors.lead')}</p>
          <Steps side="lessors" steps={lessorSteps} />
          <LessorCosts />
          <ButtonLink to={lessorLandingHref} size="lg" className="mt-8">
            {t('howItWorks.lessors.cta')}
          </ButtonLink>
        </div>
      </section>

      <section className="container-page py-12 text-center lg:py-16" aria-labelledby="questions-title">
        <h2 id="questions-title" className="text-2xl font-bold text-forest-950">
          {t('howItWorks.questions.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-muted">{t('howItWorks.questions.text')}</p>
        <ButtonLink to="/contact" variant="secondary" size="lg" className="mt-6">
          {t('howItWorks.questions.cta')}
        </ButtonLink>
      </section>
    </div>
  )
}
