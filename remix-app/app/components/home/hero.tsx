import { SearchBar } from '~/components/search/search-bar'
import { BadgeCheck, ReceiptText, Zap } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'

export function Hero() {
  const { t } = useTranslation()
  const highlights = [
    { key: 'instant', Icon: Zap },
    { key: 'hosts', Icon: BadgeCheck },
    { key: 'prices', Icon: ReceiptText },
  ] as const

  return (
    <>
      {/* The sky colour continues the artwork's own sky above it, so the picture can sit at the bottom at any width. */}
      <section className="relative isolate overflow-hidden bg-[#e4efea]">
        <img
          src="/images/hero-landscape.svg"
          alt=""
          aria-hidden
          fetchPriority="high"
          className="pointer-events-none absolute bottom-0 left-1/2 -z-10 h-auto w-[max(100%,1100px)] max-w-none -translate-x-1/2 select-none"
        />
        <div className="container-page pt-10 pb-64 sm:pt-14 sm:pb-72 lg:pt-16 lg:pb-[22rem]">
          <div className="max-w-4xl">
            <p className="text-xs font-semibold tracking-[0.1em] text-forest-700 uppercase sm:text-sm">
              {t('home.hero.eyebrow')}
            </p>
            <h1 className="mt-3 text-[2.625rem] leading-[1.04] font-bold tracking-[-0.03em] text-balance text-forest-950 sm:mt-4 sm:text-6xl lg:text-7xl">
              {t('home.hero.title')}
            </h1>
            <p className="mt-4 max-w-xl text-[1.0625rem] leading-relaxed text-pretty text-stone-700 sm:mt-5 sm:text-xl">
              {t('home.hero.lead')}
            </p>
          </div>
        </div>
      </section>
      <div className="container-page relative z-10 -mt-28 sm:-mt-24 lg:-mt-16">
        <SearchBar kind="recreational_vehicle" variant="hero" />
        <ul className="mt-5 flex flex-col gap-2.5 text-sm font-medium text-ink-muted sm:flex-row sm:flex-wrap sm:gap-x-7">
          {highlights.map(({ key, Icon }) => (
            <li key={key} className="inline-flex items-center gap-2">
              <Icon className="size-4 text-forest-500" aria-hidden />
              {t(`home.highlights.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
