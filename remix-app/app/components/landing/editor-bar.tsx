import { Form, Link } from 'react-router'
import { useTranslation } from '~/i18n/use-translation'

/** Who is editing, the way back to the type chooser, and sign-out (content editor pages). */
export function EditorBar({ email }: { email: string }) {
  const { t } = useTranslation('landing')
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-muted px-4 py-2.5 text-sm">
      <Link to="/content" className="font-semibold text-forest-800 hover:text-forest-950">
        {t('bar.content')}
      </Link>
      <span className="flex items-center gap-3 text-ink-muted">
        {t('bar.signedInAs', { email })}
        <Form method="post" action="/content/logout">
          <button type="submit" className="font-semibold text-forest-800 hover:text-forest-950">
            {t('bar.signOut')}
          </button>
        </Form>
      </span>
    </div>
  )
}
