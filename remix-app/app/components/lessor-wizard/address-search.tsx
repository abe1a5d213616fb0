import { useEffect, useId, useRef, useState } from 'react'
import { Input } from '~/components/ui'
import { MapPin, Search } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { AddressSuggestion } from '~/routes/lessor/geocode'

/**
 * Address autocomplete (listings spec §7/§9: 5 suggestions, 300 ms debounce, in the page
 * language). Picking one fills the address fields and the map position.
 */
export function AddressSearch({ onPick }: { onPick: (place: AddressSuggestion) => void }) {
  const { t } = useTranslation('lessor')
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<AddressSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const skipNext = useRef(false)

  useEffect(() => {
    if (skipNext.current) {
      skipNext.current = false
      return
    }
    const q = query.trim()
    if (q.length < 2) {
      setResults([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/lessor/geocode?${new URLSearchParams({ q })}`, { signal: controller.signal })
        const list = (await response.json()) as AddressSuggestion[]
        setResults(Array.isArray(list) ? list : [])
        setOpen(true)
        setActive(-1)
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.warn('address suggestions failed', error)
        setResults([])
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const pick = (place: AddressSuggestion) => {
    skipNext.current = true
    setQuery(place.label)
    setOpen(false)
    setResults([])
    onPick(place)
  }

  return (
    <div className="relative">
      <Input
        label={t('address.search')}
        hint={t('address.searchHint')}
        icon={<Search />}
        value={query}
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        data-testid="address-search"
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!open || results.length === 0) return
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setActive((index) => (index + 1) % results.length)
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive((index) => (index <= 0 ? results.length - 1 : index - 1))
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault()
            pick(results[active]!)
          } else if (event.key === 'Escape') setOpen(false)
        }}
      />
      {open && results.length > 0 && (
        <div
          id={listId}
          role="listbox"
          className="absolute top-[4.75rem] z-20 w-full overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-lg"
        >
          {results.map((place, index) => (
            <div
              key={`${place.label}|${place.latitude},${place.longitude}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              data-testid="address-suggestion"
              className={`flex cursor-pointer items-start gap-2.5 px-3.5 py-2.5 text-sm ${index === active ? 'bg-forest-50' : 'hover:bg-surface-muted'}`}
              onMouseDown={(event) => {
                event.preventDefault()
                pick(place)
              }}
            >
              <MapPin className="mt-0.5 size-4 shrink-0 text-forest-600" aria-hidden />
              <span className="text-ink">{place.label}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
