import { formatMoney } from '@driftway/domain/money'
import L from 'leaflet'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Search } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { detailHref, rentalUnitContext } from '~/lib/listings'
import type { MapTiles } from '~/lib/map-tiles.server'
import type { SearchCardData } from '~/lib/search-cards'
import { type PillOffset, type PillPlacement, placementKey, placePills } from './map-stacks'

export type ResultsMapProps = {
  listings: SearchCardData[]
  /** The searched place, centre of an empty map. */
  center: { latitude: number; longitude: number } | null
  tiles: MapTiles
  searchParams: URLSearchParams
  highlightedId: string | null
  onHover: (id: string | null) => void
  /** "Search this area": the centre and radius (km) of what the map shows. */
  onSearchArea: (area: { latitude: number; longitude: number; radiusKm: number }) => void
}

/** Default zoom of listing maps (listings spec §9). */
const DEFAULT_ZOOM = 11
/** Without results or a place: Europe, where the marketplace lives. */
const EUROPE: [number, number] = [50, 10]

const located = (listing: SearchCardData) =>
  typeof listing.latitude === 'number' && typeof listing.longitude === 'number'

/** The price a marker shows: the trip total with dates, else the "from" price (the card's price, `toSearchCard`). */
function markerPrice(listing: SearchCardData, lng: string): string {
  const shown = listing.price.total ?? listing.price.from
  return shown ? formatMoney(shown.cents, shown.currency, lng) : ''
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

// Icons are cached so a hover re-creates only the two markers whose state changed.
const iconCache = new Map<string, L.DivIcon>()

/** Where a pill stands (map-stacks.ts) as the custom properties search-map.css places it by. */
const offsetStyle = ({ stack, dx, dy }: PillOffset): string => `--stack:${stack};--dx:${dx}px;--dy:${dy}px`

function priceIcon(id: string, label: string, highlighted: boolean, offset: PillOffset): L.DivIcon {
  const key = `${id}|${label}|${highlighted}|${offsetStyle(offset)}`
  let icon = iconCache.get(key)
  if (!icon) {
    if (iconCache.size > 2000) iconCache.clear()
    icon = createPriceIcon(id, label, highlighted, offset)
    iconCache.set(key, icon)
  }
  return icon
}

function createPriceIcon(id: string, label: string, highlighted: boolean, offset: PillOffset): L.DivIcon {
  return pillIcon(
    `<span class="driftway-price${highlighted ? ' is-active' : ''}" style="${offsetStyle(offset)}" data-testid="map-marker" data-listing-id="${escapeHtml(id)}">${escapeHtml(label)}</span>`,
  )
}

function pillIcon(html: string): L.DivIcon {
  // No fixed size: the label is as wide as its price; CSS puts its tip on the point. Leaflet reads
  // null as "size from CSS"; @types/leaflet leaves null out.
  return L.divIcon({ className: 'driftway-price-marker', html, iconSize: null as unknown as L.PointExpression })
}

/**
 * The "+N" pill of a crowd (map-stacks.ts), on the marker of the first listing it stands for; it
 * keeps that listing's test id, so every result still has its marker. Named for what it does.
 */
function crowdIcon(id: string, count: number, offset: PillOffset, label: string): L.DivIcon {
  return pillIcon(
    `<span class="driftway-price is-crowd" style="${offsetStyle(offset)}" data-testid="map-marker" data-crowd="${count}" data-listing-id="${escapeHtml(id)}" aria-label="${escapeHtml(label)}">+${count}</span>`,
  )
}

/** A listing behind a crowd's "+N": its marker stays (and is counted); `draw` takes it off the page. */
const hiddenIcon = (id: string) =>
  pillIcon(
    `<span class="driftway-price is-hidden" data-testid="map-marker" data-listing-id="${escapeHtml(id)}"></span>`,
  )

type MarkerEntry = { marker: L.Marker; price: string; popup: string; placement: PillPlacement }

/** The popup of a marker: the listing's title and price, opening its detail page in a new tab. */
function popupHtml(href: string, title: string, priceText: string): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener" class="block min-w-44 font-sans text-ink no-underline" data-testid="map-popup-link"><span class="block text-sm leading-snug font-semibold">${escapeHtml(title)}</span><span class="mt-1 block text-sm text-ink-muted">${escapeHtml(priceText)}</span></a>`
}

const popupOptions: L.PopupOptions = { closeButton: false, offset: [0, -6] }

/** The circle the API searches: centred on the view, reaching its nearer edge so results stay on screen. */
function visibleArea(map: L.Map) {
  const centre = map.getCenter()
  const bounds = map.getBounds()
  const edge = Math.min(
    centre.distanceTo([bounds.getNorth(), centre.lng]),
    centre.distanceTo([centre.lat, bounds.getEast()]),
  )
  return {
    latitude: Number(centre.lat.toFixed(5)),
    longitude: Number(centre.wrap().lng.toFixed(5)),
    radiusKm: Math.max(1, Math.round(edge / 100) / 10),
  }
}

/**
 * The results on a Leaflet map, driven imperatively (plain Leaflet keeps the dependency tree under
 * open-source licences): price markers synced with the cards, framing on every new result set, and
 * "Search this area" once the traveler moved the map.
 */
export default function LeafletResultsMap({
  listings,
  center,
  tiles,
  searchParams,
  highlightedId,
  onHover,
  onSearchArea,
}: ResultsMapProps) {
  const { t, i18n } = useTranslation('search')
  const container = useRef<HTMLElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const layerRef = useRef<L.LayerGroup | null>(null)
  const markers = useRef(new Map<string, MarkerEntry>())
  const highlighted = useRef<string | null>(null)
  const [moved, setMoved] = useState(false)
  // Moves the page makes (framing the results) must not offer "Search this area".
  const framing = useRef(false)
  const onHoverRef = useRef(onHover)
  onHoverRef.current = onHover
  // Markers redraw on zoom with the current language's words, without the map being made again.
  const tRef = useRef(t)
  tRef.current = t

  const onMap = useMemo(() => listings.filter(located), [listings])
  const points = useMemo(
    () => onMap.map((listing) => [listing.latitude!, listing.longitude!] as [number, number]),
    [onMap],
  )
  const pointsRef = useRef(points)
  pointsRef.current = points
  const centerRef = useRef(center)
  centerRef.current = center

  /** Draws a marker as its placement says: its price (highlighted or not), a crowd's "+N", or nothing. */
  const draw = useCallback((id: string, entry: MarkerEntry) => {
    const { marker, placement } = entry
    if (placement.kind === 'price') {
      marker.setIcon(priceIcon(id, entry.price, id === highlighted.current, placement))
      if (!marker.getPopup()) marker.bindPopup(entry.popup, popupOptions)
    } else {
      // A crowd's pill zooms in (the click handler); neither it nor a hidden marker opens a popup.
      marker.unbindPopup()
      marker.setIcon(
        placement.kind === 'crowd'
          ? crowdIcon(id, placement.count, placement, tRef.current('map.crowd', { count: placement.count }))
          : hiddenIcon(id),
      )
    }
    const element = marker.getElement()
    if (element) {
      // Not drawn, not focusable, not announced: the "+N" speaks for it.
      element.style.display = placement.kind === 'hidden' ? 'none' : ''
      // The listing's title names its price pill only; a "+N" stands for several.
      element.title = placement.kind === 'price' ? (marker.options.title ?? '') : ''
    }
  }, [])

  // Pills that would cover each other at this zoom stack upwards, a crowd behind a "+N" pill
  // (map-stacks.ts); only markers whose placement changed redraw.
  const restack = useCallback(() => {
    const map = mapRef.current
    if (!map) return
    const placed = [...markers.current].map(([id, entry]) => {
      const point = map.latLngToContainerPoint(entry.marker.getLatLng())
      return { id, x: point.x, y: point.y }
    })
    const closest = map.getZoom() >= map.getMaxZoom()
    for (const [id, placement] of placePills(placed, closest ? { maxPrices: Number.POSITIVE_INFINITY } : {})) {
      const entry = markers.current.get(id)
      if (!entry) continue
      const changed = placementKey(entry.placement) !== placementKey(placement)
      // Kept even when unchanged: a crowd's members may change while its pill stays the same.
      entry.placement = placement
      if (changed) draw(id, entry)
    }
  }, [draw])

  /** A crowd's "+N": the map zooms to the crowd's listings (as close as it goes when they share a spot). */
  const zoomToCrowd = useCallback((members: string[]) => {
    const map = mapRef.current
    if (!map) return
    const points = members.flatMap((id) => {
      const entry = markers.current.get(id)
      return entry ? [entry.marker.getLatLng()] : []
    })
    const bounds = L.latLngBounds(points)
    if (!bounds.isValid()) return
    const shared = bounds.getNorthEast().equals(bounds.getSouthWest())
    const fitting = shared ? map.getMaxZoom() : map.getBoundsZoom(bounds, false, L.point(128, 128))
    // At least one step in: listings that crowd at this zoom may still fit the view at this zoom, and
    // a pill that only panned the map would draw nothing new (nor offer "Search this area").
    map.setView(bounds.getCenter(), Math.min(map.getMaxZoom(), Math.max(fitting, map.getZoom() + 1)))
  }, [])

  const fit = useCallback(() => {
    const map = mapRef.current
    if (!map) return
    const current = pointsRef.current
    framing.current = true
    setMoved(false)
    if (current.length > 1) map.fitBounds(L.latLngBounds(current), { padding: [48, 48], maxZoom: 13 })
    else if (current.length === 1) map.setView(current[0]!, DEFAULT_ZOOM)
    else if (centerRef.current) map.setView([centerRef.current.latitude, centerRef.current.longitude], 8)
    else framing.current = false
  }, [])

  // The map: created once per tile source.
  useEffect(() => {
    const element = container.current
    if (!element) return
    const initial =
      pointsRef.current[0] ?? (centerRef.current ? [centerRef.current.latitude, centerRef.current.longitude] : EUROPE)
    const map = L.map(element, {
      center: initial as [number, number],
      zoom: pointsRef.current.length || centerRef.current ? DEFAULT_ZOOM : 4,
      minZoom: 2,
      maxZoom: 18,
      scrollWheelZoom: true,
    })
    // Tiles come from a public server (env MAP_TILES_URL); when they fail the markers still work.
    L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(map)
    layerRef.current = L.layerGroup().addTo(map)
    mapRef.current = map
    // Drags are always the traveler's; zooms are theirs unless the page is framing the results.
    map.on('dragend', () => setMoved(true))
    map.on('zoomend', () => {
      if (!framing.current) setMoved(true)
      restack()
    })
    map.on('moveend', () => {
      framing.current = false
    })
    // The container changes size with the layout (list/map toggle, sidebar): keep the tiles in step,
    // and frame the results again when a map that was hidden (zero size) becomes visible.
    let hidden = element.clientWidth === 0
    const observer = new ResizeObserver(() => {
      map.invalidateSize()
      const nowHidden = element.clientWidth === 0
      if (hidden && !nowHidden) fit()
      hidden = nowHidden
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      map.remove()
      mapRef.current = null
      layerRef.current = null
      markers.current.clear()
    }
  }, [tiles.url, tiles.attribution, fit, restack])

  // Markers: rebuilt when the results (or how they are priced and linked) change.
  useEffect(() => {
    const layer = layerRef.current
    if (!layer) return
    layer.clearLayers()
    markers.current.clear()
    for (const listing of onMap) {
      const title = listing.title
      const price = markerPrice(listing, i18n.language)
      const active = listing.id === highlighted.current
      const marker = L.marker([listing.latitude!, listing.longitude!], {
        icon: priceIcon(listing.id, price, active, { stack: 0, dx: 0, dy: 0 }),
        zIndexOffset: active ? 1000 : 0,
        title,
        alt: t('map.markerLabel', { title, price }),
      })
      const placementOf = () => markers.current.get(listing.id)?.placement
      marker.on('mouseover', () => placementOf()?.kind === 'price' && onHoverRef.current(listing.id))
      marker.on('mouseout', () => onHoverRef.current(null))
      marker.on('click', () => {
        const placement = placementOf()
        if (placement?.kind === 'crowd') zoomToCrowd(placement.members)
      })
      const priceText =
        listing.price.total !== null
          ? t('map.total', { price })
          : t('map.from', { price, context: rentalUnitContext(listing.kind) })
      const popup = popupHtml(detailHref(listing, searchParams), title, priceText)
      marker.bindPopup(popup, popupOptions)
      layer.addLayer(marker)
      markers.current.set(listing.id, { marker, price, popup, placement: { kind: 'price', stack: 0, dx: 0, dy: 0 } })
    }
    restack()
  }, [onMap, searchParams, i18n.language, t, restack, zoomToCrowd])

  // Framing: whenever the result set changes (not on hover).
  const pointsKey = points.map((point) => point.join(',')).join(';')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the points it is made of
  useEffect(() => fit(), [pointsKey, fit])

  // Highlight: only the marker that lost it and the one that gained it change.
  useEffect(() => {
    const previous = highlighted.current
    highlighted.current = highlightedId
    for (const id of [previous, highlightedId]) {
      const entry = id ? markers.current.get(id) : undefined
      if (!entry) continue
      const active = id === highlightedId
      if (entry.placement.kind === 'price') draw(id!, entry)
      entry.marker.setZIndexOffset(active ? 1000 : 0)
    }
  }, [highlightedId, draw])

  return (
    <div className="relative size-full">
      <section ref={container} className="size-full" aria-label={t('map.label')}></section>
      {moved && (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <button
            type="button"
            onClick={() => mapRef.current && onSearchArea(visibleArea(mapRef.current))}
            className="pointer-events-auto inline-flex h-10 items-center gap-2 rounded-full bg-surface px-4 text-sm font-semibold text-ink shadow-lg ring-1 ring-line hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none"
            data-testid="search-area"
          >
            <Search className="size-4" aria-hidden />
            {t('map.searchArea')}
          </button>
        </div>
      )}
    </div>
  )
}
