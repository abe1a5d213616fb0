import { changePasswordSchema } from '@driftway/domain/accounts'
import { useId, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Alert, Button, ButtonLink, Dialog, Input } from '~/components/ui'
import { CircleCheckBig, Download, FileArchive, KeyRound, ShieldAlert, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { passwordPairIssues } from '~/lib/account-forms'
import { type ActionFailure, postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import { AccountPasswordInput, NewPasswordFields } from './credential-fields'
import { FormSection } from './profile-forms'

type Result = { ok: true } | ActionFailure

/** Change password (POST /user/me/password/change/) with the success modal of accounts §2. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<Result>({ key: 'change-password' })
  const form = useZodForm(
    changePasswordSchema,
    { old_password: '', new_password1: '', new_password2: '' },
    { extraIssues: passwordPairIssues },
  )
  const errorOf = useFieldErrors(form)
  const [wrongOld, setWrongOld] = useState(false)
  const [done, setDone] = useState(false)
  useActionFeedback(fetcher.data, form, {
    onFailure: (failure) => {
      // Accounts §8: reset_password → the banner profile.resetPasswordError.
      const wrong = failure.error_key === 'reset_password'
      setWrongOld(wrong)
      return wrong
    },
    onSuccess: () => {
      setWrongOld(false)
      setDone(true)
      form.reset()
    },
  })

  if (!hasPassword) {
    return (
      <Alert tone="info" title={t('security.noPassword.title')} data-testid="no-password">
        {t('security.noPassword.text')}{' '}
        <Link to="/forgot-password" className="font-semibold text-primary hover:underline">
          {t('security.noPassword.action')}
        </Link>
      </Alert>
    )
  }

  return (
    <>
      <form
        method="post"
        noValidate
        className="flex max-w-xl flex-col gap-5"
        data-testid="password-form"
        onSubmit={form.handleSubmit((values) => fetcher.submit({ intent: 'password', ...values }, postJson))}
      >
        {wrongOld && (
          <Alert tone="danger" title={t('profile.resetPasswordError')} data-testid="wrong-old-password">
            {t('security.wrongOldText')}
          </Alert>
        )}
        <AccountPasswordInput
          label={t('fields.oldPassword')}
          autoComplete="current-password"
          error={errorOf('old_password')}
          {...form.register('old_password')}
        />
        <NewPasswordFields form={form} />
        <div>
          <Button type="submit" loading={fetcher.state !== 'idle'} icon={<KeyRound className="size-4" />}>
            {t('security.submit')}
          </Button>
        </div>
      </form>
      <Dialog
        open={done}
        onClose={() => setDone(false)}
        tone="success"
        icon={<CircleCheckBig />}
        title={t('security.success.title')}
        description={t('security.success.text')}
        footer={
          <Button onClick={() => setDone(false)} data-testid="password-success-ok">
            {t('common.ok')}
          </Button>
        }
      />
    </>
  )
}

/** Downloading everything Driftway holds about the person (GET /profile/export → the API's zip). */
export function DataExport({ problem }: { problem: 'failed' | 'too-many' | null }) {
  const { t } = useTranslation('accounts')
  return (
    <FormSection title={t('dataExport.title')} description={t('dataExport.text')} icon={<FileArchive />}>
      {problem && (
        <Alert
          tone="danger"
          className="mb-4"
          title={t(`dataExport.${problem === 'too-many' ? 'tooMany' : 'failed'}`)}
        />
      )}
      <ButtonLink to="/profile/export" reloadDocument variant="secondary" icon={<Download className="size-4" />}>
        {t('dataExport.action')}
      </ButtonLink>
    </FormSection>
  )
}

/** Deleting the account, behind a typed confirmation (DELETE /user/me/). */
export function AccountActions() {
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<Result>({ key: 'delete-account' })
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const word = t('deleteAccount.word')
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase()
  useActionFeedback(fetcher.data, null)

  return (
    <>
      <FormSection
        title={t('deleteAccount.title')}
        description={t('deleteAccount.text')}
        icon={<ShieldAlert />}
        tone="danger"
      >
        <Button variant="danger" icon={<Trash2 className="size-4" />} onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </Button>
      </FormSection>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false)
          setTyped('')
        }}
        tone="danger"
        icon={<Trash2 />}
        title={t('deleteAccount.dialogTitle')}
        description={t('deleteAccount.dialogText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={!confirmed}
              loading={fetcher.state !== 'idle'}
              data-testid="confirm-delete"
              onClick={() => void fetcher.submit({ intent: 'delete' }, postJson)}
            >
              {t('deleteAccount.confirm')}
            </Button>
          </>
        }
      >
        <Input
          id={inputId}
          label={t('deleteAccount.typeToConfirm', { word })}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="delete-confirm-input"
        />
      </Dialog>
    </>
  )
}
