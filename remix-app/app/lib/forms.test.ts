import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { registerOption, renderDefaults } from './forms'

type Values = {
  name: string
  seats: number
  country: string
  note?: string
  pets: boolean
  newsletter: boolean
  insurance: string
}

/** A form as the server renders it: no ref callback runs there, so only the markup carries values. */
function serverMarkup(resetTo?: Partial<Values>) {
  function Form() {
    const form = renderDefaults(
      useForm<Values>({
        defaultValues: { name: 'Emma', seats: 4, country: 'DE', pets: true, newsletter: false, insurance: 'full' },
      }),
    )
    if (resetTo) form.reset({ ...form.getValues(), ...resetTo })
    return h(
      'form',
      null,
      h('input', form.register('name')),
      h('input', { type: 'number', ...form.register('seats') }),
      h(
        'select',
        form.register('country'),
        h('option', { value: 'AT' }, 'Austria'),
        h('option', { value: 'DE' }, 'Germany'),
      ),
      h('textarea', form.register('note')),
      h('input', { type: 'checkbox', ...form.register('pets') }),
      h('input', { type: 'checkbox', ...form.register('newsletter') }),
      h('input', { type: 'radio', ...registerOption(form, 'insurance', 'liability') }),
      h('input', { type: 'radio', ...registerOption(form, 'insurance', 'full') }),
    )
  }
  return renderToStaticMarkup(h(Form))
}

describe('renderDefaults', () => {
  const html = serverMarkup()
  const tag = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? ''

  it('renders text and number inputs with their defaults', () => {
    expect(tag('name')).toContain('value="Emma"')
    expect(tag('seats')).toContain('value="4"')
  })

  it('selects the default option', () => {
    expect(html).toContain('<option value="DE" selected="">Germany</option>')
    expect(html).not.toContain('<option value="AT" selected')
  })

  it('leaves a field without a default empty', () => {
    expect(html).toMatch(/<textarea[^>]*name="note"[^>]*><\/textarea>/)
  })

  it('ticks a checkbox whose default is true, and only that one', () => {
    expect(tag('pets')).toContain('checked')
    expect(tag('newsletter')).not.toContain('checked')
  })

  it('ticks the radio option that is the default, and only that one', () => {
    const options = html.match(/<input[^>]*name="insurance"[^>]*>/g) ?? []
    expect(options).toHaveLength(2)
    expect(options.find((tag) => tag.includes('value="full"'))).toContain('checked')
    expect(options.find((tag) => tag.includes('value="liability"'))).not.toContain('checked')
  })

  it('keeps the first defaults after a reset (react-hook-form writes the new values itself)', () => {
    const afterReset = serverMarkup({ name: 'Lena', insurance: 'liability' })
    expect(afterReset).toContain('value="Emma"')
    expect(afterReset).toContain('<input type="radio" name="insurance" checked="" value="full"/>')
  })
})

describe('renderDefaults in the browser', () => {
  /** A stand-in form whose ref records what react-hook-form would find on the box. */
  function standIn(isReady: boolean) {
    const seen: boolean[] = []
    const form = {
      control: { _defaultValues: { pets: true }, _formState: { isReady } },
      register: (name: string) => ({
        name,
        onChange: async () => {},
        onBlur: async () => {},
        ref: (element: HTMLInputElement | null) => {
          if (element) seen.push(element.defaultChecked)
        },
      }),
    } as unknown as Parameters<typeof renderDefaults>[0]
    return { form: renderDefaults(form), seen }
  }

  it("clears a box's defaultChecked before react-hook-form reads it (else it reads the page's state after a reset)", () => {
    const { form, seen } = standIn(true)
    const box = { type: 'checkbox', defaultChecked: true, checked: true } as HTMLInputElement
    form.register('pets').ref(box)
    expect(seen).toEqual([false])
    expect(box.checked).toBe(true)
  })

  it("leaves defaultChecked on a box unticked before hydration, so react-hook-form reads the visitor's choice", () => {
    const { form, seen } = standIn(false)
    form.register('pets').ref({ type: 'checkbox', defaultChecked: true, checked: false } as HTMLInputElement)
    expect(seen).toEqual([true])
    // Untouched before hydration: cleared as after it.
    const untouched = standIn(false)
    untouched.form.register('pets').ref({ type: 'checkbox', defaultChecked: true, checked: true } as HTMLInputElement)
    expect(untouched.seen).toEqual([false])
  })
})
