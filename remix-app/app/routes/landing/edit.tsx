import { type LandingForm, landingFormSchema } from '@driftway/domain/landing'
import { landingPageTypes } from '@driftway/domain/listing-options'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { data, Link, redirect, useFetcher } from 'react-router'
import { EditorBar } from '~/components/landing/editor-bar'
import { ImagePicker, type PickedImage } from '~/components/landing/image-picker'
import { RichTextEditor } from '~/components/landing/rich-text-editor'
import { Button, ButtonLink, Input, Select, useToast } from '~/components/ui'
import { ChevronDown, Plus, Trash2 } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { apiRequest } from '~/lib/api.server'
import { readSubmission } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { requireEditor } from '~/lib/editor-session.server'
import { apiErrorText, useZodForm } from '~/lib/forms'
import { isLandingType, type LandingPageData } from '~/lib/landing'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/edit'

type Values = LandingForm

/** Form values of a stored page, and the image previews by media id. */
function valuesOf(page: LandingPageData): { values: Values; previews: Record<string, string> } {
  const previews: Record<string, string> = {}
  const remember = (image: { id: string; url: string; card_url: string | null } | null) => {
    if (image) previews[image.id] = image.card_url ?? image.url
    return image?.id ?? null
  }
  return {
    values: {
      type: page.type,
      page_type: page.page_type,
      country: page.country,
      city: page.city,
      region: page.region,
      slug: page.slug,
      meta: { ...page.meta },
      main_title: page.main_title,
      main_description: page.main_description,
      main_image: remember(page.main_image),
      sections: page.sections.map((section) => ({
        order: section.order,
        title: section.title,
        description: section.description,
        image_objects: section.image_objects.map(({ image }) => ({ image: remember(image) ?? image.id })),
      })),
      faqs: page.faqs.map(({ order, question, answer }) => ({ order, question, answer })),
      status: 'published',
    },
    previews,
  }
}

/** The add/edit content form of listings spec §2 for one content type (`/content/{type}/new`, `…/{slug}/edit`). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const editor = await requireEditor(request, url)
  if (!isLandingType(params.type)) throw data(null, { status: 404 })
  const empty: Values = {
    type: params.type,
    page_type: 'city',
    country: '',
    city: '',
    region: '',
    slug: undefined,
    meta: { title: '', description: '', keywords: '' },
    main_title: '',
    main_description: '',
    main_image: null,
    sections: [],
    faqs: [],
    status: 'published',
  }
  if (!params.slug)
    return { type: params.type, slug: null, values: empty, previews: {}, editor: { email: editor.email } }
  const answer = await apiRequest<LandingPageData>(`/landing-page/get/${encodeURIComponent(params.slug)}/v1/`, {
    staffToken: editor.token,
  })
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(`/content/login?next=${encodeURIComponent(url.pathname)}`)
    throw data(null, { status: answer.status === 404 ? 404 : 503 })
  }
  if (answer.data.type !== params.type) throw data(null, { status: 404 })
  return { type: params.type, slug: params.slug, ...valuesOf(answer.data), editor: { email: editor.email } }
}

type ActionAnswer = { ok: false; error_key: string; error_msg: string; fields?: Record<string, string[]> }

export async function action({ request, url, params }: Route.ActionArgs) {
  const editor = await requireEditor(request, url)
  if (!isLandingType(params.type)) throw data(null, { status: 404 })
  const parsed = landingFormSchema.safeParse((await readSubmission(request)).values)
  if (!parsed.success) {
    // A key of the site's own (not the catalogue's), so the schema's message is what the editor reads.
    return data<ActionAnswer>(
      { ok: false, error_key: 'landing_form_invalid', error_msg: parsed.error.issues[0]?.message ?? '' },
      { status: 400 },
    )
  }
  const body = { ...parsed.data, type: params.type, slug: parsed.data.slug || undefined }
  const answer = params.slug
    ? await apiRequest<LandingPageData>(`/landing-page/get/${encodeURIComponent(params.slug)}/v1/`, {
        method: 'PATCH',
        json: body,
        staffToken: editor.token,
      })
    : await apiRequest<LandingPageData>('/landing-page/create/v1/', {
        method: 'POST',
        json: body,
        staffToken: editor.token,
      })
  if (!answer.ok) {
    return data<ActionAnswer>(
      { ok: false, error_key: answer.error.error_key, error_msg: answer.error.error_msg, fields: answer.error.fields },
      { status: answer.status },
    )
  }
  return redirect(`/content/${params.type}?done=${params.slug ? 'updated' : 'created'}`)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return [
    ...pageMeta(lng, { title: t(loaderData?.slug ? 'landing:form.editTitle' : 'landing:form.addTitle') }),
    { name: 'robots', content: 'noindex' },
  ]
}

/** "add appends with the next order number (max existing order plus 1, or 0)" (§2). */
const nextOrder = (items: { order: number }[]) =>
  items.length === 0 ? 0 : Math.max(...items.map((item) => item.order)) + 1

function Accordion({
  title,
  onDelete,
  deleteLabel,
  children,
  testId,
}: {
  title: string
  onDelete: () => void
  deleteLabel: string
  children: ReactNode
  testId: string
}) {
  const [open, setOpen] = useState(true)
  const panelId = useId()
  // A toggle and a delete button side by side (a delete button inside <summary> would nest controls).
  return (
    <div className="rounded-xl border border-line bg-surface" data-testid={testId}>
      <div className="flex items-center justify-between gap-3 px-2 py-1.5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left font-semibold text-ink hover:bg-surface-muted"
        >
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
          {title}
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={deleteLabel}
          className="inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-danger-soft hover:text-danger"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-4 border-t border-line px-4 py-4">
        {children}
      </div>
    </div>
  )
}

export default function LandingEdit({ loaderData }: Route.ComponentProps) {
  const { type, slug, values, editor } = loaderData
  const { t } = useTranslation('landing')
  const toast = useToast()
  const fetcher = useFetcher<ActionAnswer>()
  const [previews, setPreviews] = useState<Record<string, string>>(loaderData.previews)
  const form = useZodForm(landingFormSchema, values, {
    extraIssues: (current) => (current.main_image ? [] : [{ path: 'main_image', message: 'common.required' }]),
  })
  const { register, control, handleSubmit, formState, getFieldState, setError } = form
  const sections = useFieldArray({ control, name: 'sections' })
  const faqs = useFieldArray({ control, name: 'faqs' })
  /**
   * A field's message, once the editor has left the field or pressed Save. react-hook-form checks
   * a whole list right after "Add FAQ"/"Add section" and stores "required" for every empty field of
   * the new row; shown at once, the message under the field being typed in vanished on the blur
   * that pressing Save causes, the button moved up under the pointer and the click was lost (issue 13).
   */
  const errorOf = (name: Parameters<typeof getFieldState>[0]) => {
    const state = getFieldState(name, formState)
    const text = state.error?.message
    if (!text || !(state.isTouched || formState.isSubmitted)) return undefined
    return text === 'common.required' ? t('form.required') : text
  }

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data.ok !== false) return
    for (const [name, messages] of Object.entries(fetcher.data.fields ?? {})) {
      // The API names the fields of the schema the form uses; a name from its answer is only a string.
      setError(name as never, { type: 'server', message: messages[0] })
    }
    toast.error(apiErrorText(t, fetcher.data, { fallback: t('toast.failed') }))
  }, [fetcher.state, fetcher.data, setError, toast, t])

  const remember = (images: PickedImage[]) =>
    setPreviews((current) => ({ ...current, ...Object.fromEntries(images.map((image) => [image.id, image.url])) }))
  const picked = (ids: string[]) => ids.filter((id) => previews[id]).map((id) => ({ id, url: previews[id]! }))

  const save = handleSubmit(
    (valid) => void fetcher.submit({ values: valid }, { method: 'post', encType: 'application/json' }),
    () => toast.error(t('form.checkFields')),
  )

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <EditorBar email={editor.email} />
      <h1 className="mt-6 text-2xl font-bold text-forest-950">
        {slug ? t('form.editTitle') : t('form.addTitle')} · {t(`types.${type}`)}
      </h1>
      <form method="post" onSubmit={save} noValidate className="mt-6 flex flex-col gap-6" data-testid="landing-form">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t('form.place')}</legend>
          <Input label={t('form.country')} {...register('country')} error={errorOf('country')} />
          <Input label={t('form.city')} {...register('city')} error={errorOf('city')} />
          <Select
            label={t('form.pageType')}
            {...register('page_type')}
            options={landingPageTypes.map((value) => ({ value, label: t(`pageTypes.${value}`) }))}
          />
          <Input label={t('form.region')} {...register('region')} error={errorOf('region')} />
          <Input
            label={t('form.slug')}
            hint={t('form.slugHint')}
            {...register('slug', { setValueAs: (value: string) => value?.trim() || undefined })}
            error={errorOf('slug')}
            containerClassName="sm:col-span-2"
          />
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('form.seo')}</legend>
          <Input label={t('form.metaTitle')} {...register('meta.title')} error={errorOf('meta.title')} />
          <Input
            label={t('form.metaDescription')}
            {...register('meta.description')}
            error={errorOf('meta.description')}
          />
          <Input label={t('form.metaKeywords')} {...register('meta.keywords')} error={errorOf('meta.keywords')} />
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('form.main')}</legend>
          <Input label={t('form.mainTitle')} {...register('main_title')} error={errorOf('main_title')} />
          <Controller
            control={control}
            name="main_description"
            render={({ field }) => (
              <RichTextEditor
                label={t('form.mainDescription')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf(field.name)}
                testId="landing-main-description"
              />
            )}
          />
          <Controller
            control={control}
            name="main_image"
            render={({ field }) => (
              <ImagePicker
                label={t('form.mainImage')}
                hint={t('form.mainImageHint')}
                images={picked(field.value ? [field.value] : [])}
                onChange={(images) => {
                  remember(images)
                  field.onChange(images[0]?.id ?? null)
                }}
                error={errorOf(field.name)}
                testId="landing-main-image"
              />
            )}
          />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('form.sections')}</legend>
          {sections.fields.map((section, index) => (
            <Accordion
              key={section.id}
              title={t('form.sectionN', { n: index + 1 })}
              onDelete={() => sections.remove(index)}
              deleteLabel={t('form.deleteSection', { n: index + 1 })}
              testId="landing-form-section"
            >
              <Input
                label={t('form.sectionTitle')}
                {...register(`sections.${index}.title`)}
                error={errorOf(`sections.${index}.title`)}
              />
              <Controller
                control={control}
                name={`sections.${index}.description`}
                render={({ field }) => (
                  <RichTextEditor
                    label={t('form.sectionDescription')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorOf(field.name)}
                  />
                )}
              />
              <Controller
                control={control}
                name={`sections.${index}.image_objects`}
                render={({ field }) => (
                  <ImagePicker
                    label={t('form.sectionImages')}
                    multiple
                    images={picked((field.value ?? []).map((item) => item.image))}
                    onChange={(images) => {
                      remember(images)
                      field.onChange(images.map((image) => ({ image: image.id })))
                    }}
                    error={errorOf(field.name)}
                  />
                )}
              />
            </Accordion>
          ))}
          <Button
            variant="secondary"
            icon={<Plus className="size-4" />}
            onClick={() =>
              sections.append({
                order: nextOrder(form.getValues('sections') ?? []),
                title: '',
                description: '',
                image_objects: [],
              })
            }
            className="self-start"
          >
            {t('form.addSection')}
          </Button>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('form.faqs')}</legend>
          {faqs.fields.map((faq, index) => (
            <Accordion
              key={faq.id}
              title={t('form.faqN', { n: index + 1 })}
              onDelete={() => faqs.remove(index)}
              deleteLabel={t('form.deleteFaq', { n: index + 1 })}
              testId="landing-form-faq"
            >
              <Input
                label={t('form.question')}
                {...register(`faqs.${index}.question`)}
                error={errorOf(`faqs.${index}.question`)}
              />
              <Input
                label={t('form.answer')}
                {...register(`faqs.${index}.answer`)}
                error={errorOf(`faqs.${index}.answer`)}
              />
            </Accordion>
          ))}
          <Button
            variant="secondary"
            icon={<Plus className="size-4" />}
            onClick={() => faqs.append({ order: nextOrder(form.getValues('faqs') ?? []), question: '', answer: '' })}
            className="self-start"
          >
            {t('form.addFaq')}
          </Button>
        </fieldset>

        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
          <ButtonLink to={`/content/${type}`} variant="secondary">
            {t('form.cancel')}
          </ButtonLink>
          {/* Pressing Save leaves the focus in the field: its blur check would show or clear a message
              above the button and move it before the press ends, and the click would be lost. Save
              checks every field itself. */}
          <Button
            type="submit"
            loading={fetcher.state !== 'idle'}
            onMouseDown={(event) => event.preventDefault()}
            data-testid="landing-submit"
          >
            {t('form.submit')}
          </Button>
        </div>
      </form>
      <p className="mt-4 text-sm text-ink-muted">
        <Link to="/content" className="underline">
          {t('bar.content')}
        </Link>
      </p>
    </div>
  )
}
