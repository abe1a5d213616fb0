import { zodResolver } from '@hookform/resolvers/zod'
import type { TFunction } from 'i18next'
import { useEffect, useRef } from 'react'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { useToast } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import type { ListingKind } from './listings'
import { type ActionFailure, apiErrorText, isFailure, validationText } from './validation-text'

export { type ActionFailure, apiErrorText, isFailure, validationText }

/**
 * Forms are react-hook-form with the same zod schemas the API validates with (`@driftway/domain`).
 * Messages come from those schemas in English, worded as the accounts spec says; `validationText`
 * shows them in the page language.
 */

type AnySchema = z.ZodType<FieldValues, FieldValues>

type ExtraIssues = (values: Record<string, unknown>) => { path: string; message: string }[]

/**
 * A react-hook-form form validated by a shared zod schema: first on blur, then on every change.
 * `extraIssues` adds cross-field messages zod would hold back while a field is still empty.
 */
export function useZodForm<S extends AnySchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: { extraIssues?: ExtraIssues } = {},
) {
  const base = zodResolver(schema)
  const { extraIssues } = options
  const resolver: typeof base = extraIssues
    ? async (values, context, resolverOptions) => {
        const result = await base(values, context, resolverOptions)
        const extra = extraIssues(values).filter((issue) => !(result.errors as FieldErrors)[issue.path])
        if (extra.length === 0) return result
        const errors: FieldErrors<z.input<S>> = {}
        // The schema's errors and each extra message under its field's name, where react-hook-form
        // looks an error up.
        Object.assign(
          errors,
          result.errors,
          Object.fromEntries(extra.map((issue) => [issue.path, { type: 'custom', message: issue.message }])),
        )
        return { values: {}, errors }
      }
    : base
  return useServerRenderedForm(
    useForm<z.input<S>, unknown, z.output<S>>({
      resolver,
      mode: 'onTouched',
      defaultValues,
    }),
  )
}

/**
 * A react-hook-form form as the server renders it and as a visitor may use it before the page has
 * its scripts: the stored values in the server's HTML (`renderDefaults`), and what the visitor
 * changed before hydration counted as a change. react-hook-form takes such an edit from the page but
 * leaves the form clean, so a Save that waits for a change stayed off with the visitor's text in it.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any form react-hook-form returns.
export function useServerRenderedForm<F extends UseFormReturn<any, any, any>>(form: F): F {
  renderDefaults(form)
  // Once the form is ready: a change made while react-hook-form still sets itself up is lost to
  // its first state updates.
  const ready = form.formState.isReady
  useEffect(() => {
    const edited = editedBeforeHydration.get(form)
    if (!ready || !edited?.size) return
    for (const [name, editedValue] of edited) form.setValue(name, editedValue(), { shouldDirty: true })
    edited.clear()
  }, [form, ready])
  return form
}

const firstDefaultsOf = new WeakMap<object, unknown>()
/** Per form, the fields a visitor changed on the page before react-hook-form was there, with their values. */
const editedBeforeHydration = new WeakMap<object, Map<string, () => unknown>>()

/**
 * react-hook-form's inputs are uncontrolled: `register` fills each one from a ref once the page runs
 * its scripts, so the server rendered them empty, and a profile, a listing or a rate looked blank
 * (a ticked box unticked) until hydration. The form's `register` then also gives a text, number or
 * select input its default as `defaultValue`, and a checkbox with a true or false default its
 * `defaultChecked`, so the server's HTML shows what the form starts with (radios: `registerOption`).
 *
 * Always the form's first defaults: React applies a changed `defaultValue` to an input the visitor
 * has not touched, and react-hook-form writes every value after a `reset` itself. It does not for a
 * box the page says is ticked by default (`defaultChecked`): it reads that one's state from the
 * page, and after a `reset` kept the stale one. So the box's ref clears `defaultChecked` before
 * react-hook-form sees it; a box React has rendered keeps its own checked state apart from it.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any form react-hook-form returns.
export function renderDefaults<F extends UseFormReturn<any, any, any>>(form: F): F {
  if (firstDefaultsOf.has(form)) return form
  const register = form.register
  const firstDefaults = form.control._defaultValues
  firstDefaultsOf.set(form, firstDefaults)
  const edited = new Map<string, () => unknown>()
  editedBeforeHydration.set(form, edited)
  form.register = ((name, options) => {
    const props = register(name, options)
    const editedEarly = (element: HTMLInputElement | null): element is HTMLInputElement => {
      const early = Boolean(element && !form.control._formState.isReady && editedOnPage(element))
      // react-hook-form takes the value from the page: the form holds it.
      if (early) edited.set(name, () => form.getValues(name))
      return early
    }
    const value: unknown = get(firstDefaults, name)
    if (typeof value === 'boolean') {
      return {
        ...props,
        defaultChecked: value,
        // A box the visitor changed before hydration keeps `defaultChecked`: react-hook-form then
        // reads the box (it writes the default into one without).
        ref: (element: HTMLInputElement | null) =>
          editedEarly(element) ? props.ref(element) : withDefaultCheckedCleared(props.ref)(element),
      }
    }
    const ref = (element: HTMLInputElement | null) => {
      editedEarly(element)
      props.ref(element)
    }
    if (typeof value === 'string' || typeof value === 'number') return { ...props, ref, defaultValue: value }
    return { ...props, ref }
  }) as F['register']
  return form
}

/** Whether the visitor changed a field on the page: what it holds is not what the page gave it. */
function editedOnPage(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  // A select whose page marked no option shows its first one.
  if ('options' in element) {
    const given = [...element.options].findIndex((option) => option.defaultSelected)
    return element.selectedIndex !== Math.max(0, given)
  }
  if (element.type === 'checkbox' || element.type === 'radio')
    return (element as HTMLInputElement).checked !== (element as HTMLInputElement).defaultChecked
  return element.value !== element.defaultValue
}

/**
 * Wraps the ref of an input a `Controller` controls, in a form of `useServerRenderedForm`: React
 * keeps what the visitor typed there before hydration, but the form's next render writes the form's
 * value over it. A value typed on the page is set on the form, as a change, with the edits of the
 * registered fields.
 */
export function keepEditBeforeHydration<V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  name: Path<V>,
  toValue: (text: string) => PathValue<V, Path<V>>,
) {
  return (fieldRef: (element: HTMLInputElement | null) => void) => (element: HTMLInputElement | null) => {
    fieldRef(element)
    if (!element || form.control._formState.isReady || !editedOnPage(element)) return
    const typed = element.value
    editedBeforeHydration.get(form)?.set(name, () => toValue(typed))
  }
}

/**
 * One option of a radio group: react-hook-form's props (through `control.register`, which adds no
 * `defaultValue` beside the option's own `value`), ticked in the server's HTML when it is the
 * form's first default (see `renderDefaults`), for a form of `useServerRenderedForm`.
 */
export function registerOption<V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  name: Path<V>,
  value: string,
) {
  const props = form.control.register(name)
  const firstDefaults = firstDefaultsOf.get(form) ?? form.control._defaultValues
  const clearDefault = withDefaultCheckedCleared(props.ref)
  return {
    ...props,
    value,
    defaultChecked: get(firstDefaults, name) === value,
    ref: (element: HTMLInputElement | null) => {
      if (element && !form.control._formState.isReady) notePickedBeforeHydration(form, name, element)
      clearDefault(element)
    },
  }
}

/**
 * react-hook-form ticks the default option as the group's first option registers, which unticks the
 * one a visitor picked before hydration: that one is looked up in the group first and set again, as
 * a change, once the form is ready.
 */
function notePickedBeforeHydration(
  // biome-ignore lint/suspicious/noExplicitAny: works on any form react-hook-form returns.
  form: UseFormReturn<any, any, any>,
  name: string,
  option: HTMLInputElement,
) {
  const edited = editedBeforeHydration.get(form)
  if (!edited || edited.has(name)) return
  const picked = (option.form ?? option.ownerDocument).querySelector<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(name)}"]:checked`,
  )
  const firstDefault: unknown = get(firstDefaultsOf.get(form) ?? form.control._defaultValues, name)
  if (picked && picked.value !== firstDefault) edited.set(name, () => picked.value)
}

function withDefaultCheckedCleared(ref: (element: HTMLInputElement | null) => void) {
  return (element: HTMLInputElement | null) => {
    if (element) element.defaultChecked = false
    ref(element)
  }
}

/** How the accounts pages post to their actions: JSON, which `readSubmission` reads on the server. */
export const postJson = { method: 'post', encType: 'application/json' } as const

/** Whether a form of this page is being posted as a navigation (`useSubmit`, or the browser's own post). */
export function usePostPending(): boolean {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formMethod === 'POST'
}

/**
 * `errorOf('email')` → the field's translated error, for the `error` prop of Input/Select/Checkbox.
 * `toText` turns a schema or API message into words (pages with their own message keys pass theirs).
 */
export function useFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  toText: (t: TFunction, message: string | undefined) => string | undefined = validationText,
) {
  const { t } = useTranslation('accounts')
  return (name: Path<V>): string | undefined => {
    const parts = String(name).split('.')
    let node: unknown = form.formState.errors
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part]
    return toText(t, (node as { message?: string } | undefined)?.message)
  }
}

/**
 * Shows what an action answered: the API's field errors under their fields (renamed with `fieldMap`
 * where the form calls them differently) and, unless `onFailure` takes it, a toast for the rest.
 */
export function useActionFeedback<V extends FieldValues>(
  result: unknown,
  form: UseFormReturn<V, unknown, FieldValues> | null,
  options: {
    fieldMap?: Record<string, Path<V>>
    /** Return true when the page shows this failure itself. */
    onFailure?: (failure: ActionFailure) => boolean | undefined
    onSuccess?: (result: Record<string, unknown>) => void
    /** Translation key prefix of this screen's own wording for some error keys (see `apiErrorText`). */
    errorOverrides?: string
    /** The listing kind the screen acts on: its error texts count a campervan's days (see `apiErrorText`). */
    kind?: ListingKind
  } = {},
) {
  const { t } = useTranslation('accounts')
  const toast = useToast()
  const seen = useRef<unknown>(undefined)
  const latest = useRef(options)
  latest.current = options
  useEffect(() => {
    if (!result || result === seen.current) return
    seen.current = result
    const { fieldMap, onFailure, onSuccess, errorOverrides, kind } = latest.current
    if (!isFailure(result)) {
      onSuccess?.(result as Record<string, unknown>)
      return
    }
    let placed = false
    if (form && result.fields) {
      const known = new Set(Object.keys(form.getValues() ?? {}))
      for (const [field, messages] of Object.entries(result.fields)) {
        const name = (fieldMap?.[field] ?? field) as Path<V>
        if (!known.has(String(name).split('.')[0]!) || !messages[0]) continue
        form.setError(name, { type: 'server', message: messages[0] }, { shouldFocus: !placed })
        placed = true
      }
    }
    if (onFailure?.(result)) return
    if (placed && result.error_key === 'validation_error') {
      toast.error(t('apiErrors.checkFields'))
      return
    }
    if (placed && result.error_key === 'email_exists') return
    toast.error(apiErrorText(t, result, { overrides: errorOverrides, kind }))
  }, [result, form, t, toast])
}
