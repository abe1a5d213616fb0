import { useEffect, useRef } from 'react'
import { Link, useLocation, useMatches, useSearchParams } from 'react-router'
import { Alert, type AlertTone, useToast } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { isNotice, type Notice } from '~/lib/accounts'

const tones: Record<Notice, AlertTone> = {
  'confirmation-failed': 'warning',
  'password-reset': 'success',
  'account-deleted': 'success',
  'signed-out': 'success',
  'session-expired': 'info',
  'google-no-account': 'warning',
  'google-failed': 'danger',
  'google-unavailable': 'warning',
}

/** The `?notice=` flag of the current URL, when it is one we know. */
export function useNotice(): Notice | null {
  const [params] = useSearchParams()
  const value = params.get('notice')
  return isNotice(value) ? value : null
}

/** A notice as a banner inside the page (login and sign-up pages show theirs this way). */
export function NoticeBanner({ notice, className }: { notice: Notice | null; className?: string }) {
  const { t } = useTranslation('accounts')
  if (!notice) return null
  return (
    <Alert
      tone={tones[notice]}
      title={t(`notices.${notice}.title`)}
      className={className}
      data-testid="notice"
      actions={
        notice === 'google-no-account' ? (
          <Link to="/signup" className="text-sm font-semibold text-primary underline-offset-2 hover:underline">
            {t('notices.google-no-account.action')}
          </Link>
        ) : undefined
      }
    >
      {t(`notices.${notice}.text`)}
    </Alert>
  )
}

/** Routes that show notices in their own page set `handle = { inlineNotices: true }`. */
type NoticeHandle = { inlineNotices?: boolean }

/**
 * Everywhere else a `?notice=` becomes a toast (e.g. the home page after deleting the account),
 * and the flag is taken out of the URL so a reload does not repeat it.
 */
export function UrlNoticeToast() {
  const notice = useNotice()
  const matches = useMatches()
  const location = useLocation()
  const toast = useToast()
  const { t } = useTranslation('accounts')
  const shown = useRef<string | null>(null)
  const inline = matches.some((match) => (match.handle as NoticeHandle | undefined)?.inlineNotices)

  useEffect(() => {
    if (!notice || inline || shown.current === location.key) return
    shown.current = location.key
    const tone = tones[notice]
    toast.toast({
      tone: tone === 'danger' || tone === 'warning' ? 'error' : tone === 'success' ? 'success' : 'info',
      title: t(`notices.${notice}.title`),
      description: t(`notices.${notice}.text`),
    })
    // Out of the address bar without a navigation: the page's data need not load again.
    const params = new URLSearchParams(location.search)
    params.delete('notice')
    const search = params.toString()
    window.history.replaceState(
      window.history.state,
      '',
      `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
    )
  }, [notice, inline, location, toast, t])

  return null
}
