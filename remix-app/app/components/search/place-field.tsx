import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { controlClasses, describedBy, Field } from '~/components/ui/field'
import { Loader2, MapPin } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { PlaceSuggestion } from '~/lib/search.server'
import { useDebouncedCallback } from './debounce'
import type { Place } from './search-state'

type PlaceFieldProps = {
  label: string
  placeholder?: string
  /** The place chosen in the field: text plus coordinates once a suggestion was picked. */
  value: Place
  onChange: (value: Place) => void
  error?: string
  className?: string
}

/** Where the browser asks for suggestions: the site's own resource route (it calls the API's geocoder). */
const placesEndpoint = '/search/places'

/**
 * Place input with suggestions (listings spec §2/§9: 300 ms debounce, 5 suggestions), following the
 * ARIA combobox pattern: arrows move through the list, Enter picks, Escape closes. Typing clears the
 * coordinates of an earlier pick; the page geocodes free text itself, so picking is optional.
 */
export function PlaceField({ label, placeholder, value, onChange, error, className }: PlaceFieldProps) {
  const { t, i18n } = useTranslation('search')
  const id = useId()
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState(false)
  const [options, setOptions] = useState<PlaceSuggestion[]>([])
  const [active, setActive] = useState(-1)
  const request = useRef<AbortController | null>(null)

  const lookup = useDebouncedCallback(async (text: string) => {
    request.current?.abort()
    if (text.trim().length < 2) {
      setOptions([])
      setLoading(false)
      return
    }
    const controller = new AbortController()
    request.current = controller
    setLoading(true)
    try {
      const params = new URLSearchParams({ q: text.trim(), lng: i18n.language })
      const response = await fetch(`${placesEndpoint}?${params}`, { signal: controller.signal })
      const body = response.ok ? ((await response.json()) as { places?: PlaceSuggestion[] }) : { places: [] }
      setOptions(body.places ?? [])
      setActive(-1)
      setOpen(true)
    } catch (failure) {
      // Aborted by a newer keystroke, or the network failed: no suggestions (§8 "empty list").
      if ((failure as Error).name !== 'AbortError') setOptions([])
    } finally {
      if (request.current === controller) setLoading(false)
    }
  })

  useEffect(() => () => request.current?.abort(), [])

  const pick = (place: PlaceSuggestion) => {
    onChange({
      search: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      countryCode: place.countryCode,
    })
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % count)
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index <= 0 ? count - 1 : index - 1))
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault()
      pick(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const expanded = open && (options.length > 0 || (!loading && value.search.trim().length >= 2))

  return (
    <Field id={id} label={label} error={error} className={className}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-subtle">
          <MapPin className="size-[1.125rem]" aria-hidden />
        </span>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={value.search}
          onChange={(event) => {
            const text = event.target.value
            onChange({ search: text, latitude: null, longitude: null, countryCode: '' })
            lookup(text)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => options.length > 0 && setOpen(true)}
          onBlur={() => setOpen(false)}
          className={cn(controlClasses({ invalid: Boolean(error), withIcon: true }), 'pr-9')}
          data-testid="search-place"
        />
        {loading && (
          <Loader2
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-ink-subtle"
            aria-hidden
          />
        )}
        <div
          id={listId}
          role="listbox"
          aria-label={t('bar.suggestions')}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-40 mt-1.5 overflow-hidden rounded-xl border border-line bg-surface py-1.5 shadow-lg"
          data-testid="place-suggestions"
        >
          {options.length === 0 ? (
            <p className="px-4 py-2.5 text-sm text-ink-muted">{t('bar.noSuggestions')}</p>
          ) : (
            options.map((option, index) => (
              <div
                key={`${option.label}-${option.latitude}`}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                // mousedown, not click: it fires before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault()
                  pick(option)
                }}
                onMouseEnter={() => setActive(index)}
                onKeyDown={() => {}}
                className={cn(
                  'flex cursor-pointer items-start gap-3 px-4 py-2.5 text-[0.9375rem]',
                  index === active ? 'bg-primary-soft text-ink' : 'text-ink',
                )}
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-forest-500" aria-hidden />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{option.name}</span>
                  <span className="block truncate text-sm text-ink-muted">{option.label}</span>
                </span>
              </div>
            ))
          )}
        </div>
      </div>
    </Field>
  )
}
