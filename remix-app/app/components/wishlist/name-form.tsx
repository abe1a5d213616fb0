import { wishlistFormSchema } from '@driftway/domain/wishlists'
import { Button, Input } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'

/**
 * The wishlist name form of the create and rename modals (react-hook-form with the API's own
 * schema: 1–70 characters, not blank). `result` is the action's answer: its field errors land
 * under the field.
 */
export function WishlistNameForm({
  defaultName = '',
  submitLabel,
  busy,
  result,
  onSubmit,
  onCancel,
}: {
  defaultName?: string
  submitLabel: string
  busy: boolean
  result: unknown
  onSubmit: (name: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('wishlists')
  const form = useZodForm(wishlistFormSchema, { name: defaultName })
  const errorOf = useFieldErrors(form)
  useActionFeedback(result, form)
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values.name))}
    >
      <Input
        label={t('form.name')}
        hint={t('form.nameHint')}
        error={errorOf('name')}
        autoComplete="off"
        autoFocus
        data-testid="wishlist-name"
        {...form.register('name')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={busy} data-testid="wishlist-name-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
