import { landingContentTypes } from '@driftway/domain/listing-options'
import { Link } from 'react-router'
import { EditorBar } from '~/components/landing/editor-bar'
import { Anchor, Caravan, Tent } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { requireEditor } from '~/lib/editor-session.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/chooser'

/** Landing type chooser (listings spec §2): tiles for campervan, campsite and boat content, for editors. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const editor = await requireEditor(request, url)
  return { editor: { email: editor.email } }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('landing:chooser.title') }), { name: 'robots', content: 'noindex' }]
}

const icons = { campervan: Caravan, campsite: Tent, boat: Anchor }

export default function LandingChooser({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landing')
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <EditorBar email={loaderData.editor.email} />
      <h1 className="mt-6 text-2xl font-bold text-forest-950">{t('chooser.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('chooser.lead')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {landingContentTypes.map((type) => {
          const Icon = icons[type]
          return (
            <li key={type}>
              <Link
                to={`/content/${type}`}
                className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-8 text-center font-semibold text-ink shadow-xs hover:border-forest-500 hover:shadow-md focus-visible:shadow-focus focus-visible:outline-none"
                data-testid={`landing-type-${type}`}
              >
                <Icon className="size-10 text-forest-700" aria-hidden />
                {t(`types.${type}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
