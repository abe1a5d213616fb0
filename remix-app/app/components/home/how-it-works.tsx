import { CalendarCheck, Search, Signpost } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'

export function HowItWorks() {
  const { t } = useTranslation()
  const steps = [
    { key: 'search', Icon: Search },
    { key: 'book', Icon: CalendarCheck },
    { key: 'go', Icon: Signpost },
  ] as const
  return (
    <section id="how-it-works" className="scroll-mt-24 border-y border-line bg-surface">
      <div className="container-page py-16 lg:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">
            {t('home.howItWorks.eyebrow')}
          </p>
          <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl">
            {t('home.howItWorks.title')}
          </h2>
        </div>
        <ol className="mt-10 grid gap-8 md:grid-cols-3 md:gap-10">
          {steps.map(({ key, Icon }, index) => (
            <li key={key} className="relative">
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="text-sm font-bold text-ink-subtle tabular-nums">0{index + 1}</span>
                {index < steps.length - 1 && (
                  <span aria-hidden className="hidden h-px flex-1 bg-line-strong md:block" />
                )}
              </div>
              <h3 className="mt-5 text-xl font-semibold text-ink">{t(`home.howItWorks.steps.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{t(`home.howItWorks.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
