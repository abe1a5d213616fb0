import { data, Form, redirect, useNavigation } from 'react-router'
import { Alert, Button, Input, PasswordInput } from '~/components/ui'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { readEditor, signInEditor } from '~/lib/editor-session.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { safeRedirect } from '~/lib/safe-redirect'
import type { Route } from './+types/login'

/**
 * Sign-in for content editors (decision 0065): the CMS staff account (e-mail, password and the
 * authenticator code when two-factor is on), checked by the CMS itself. Marketplace accounts are
 * never editors.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  if (await readEditor(request)) throw redirect(safeRedirect(url.searchParams.get('next')) ?? '/content')
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const field = (name: string) => String(form.get(name) ?? '').trim()
  const result = await signInEditor(request, {
    email: field('email'),
    password: String(form.get('password') ?? ''),
    code: field('code').replace(/\s+/g, ''),
  })
  if (!result.ok) return data({ error: result.error, message: result.message ?? null }, { status: 400 })
  const next = safeRedirect(new URL(request.url).searchParams.get('next')) ?? '/content'
  return redirect(next, { headers: { 'Set-Cookie': result.cookie } })
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('landing:login.title') }), { name: 'robots', content: 'noindex' }]
}

export default function EditorLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('landing')
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-forest-950">{t('login.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('login.lead')}</p>
      {actionData?.error && (
        <Alert tone="danger" className="mt-5">
          {actionData.error === 'code' && actionData.message
            ? actionData.message
            : t(`login.errors.${actionData.error}`)}
        </Alert>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-4">
        <Input name="email" type="email" label={t('login.email')} autoComplete="username" required />
        <PasswordInput
          name="password"
          label={t('login.password')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          autoComplete="current-password"
          required
        />
        <Input
          name="code"
          label={t('login.code')}
          hint={t('login.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Button type="submit" loading={busy} data-testid="editor-login-submit">
          {t('login.submit')}
        </Button>
      </Form>
    </div>
  )
}
