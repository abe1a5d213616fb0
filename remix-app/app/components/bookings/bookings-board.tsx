import { paymentMethodsFor } from '@driftway/domain/booking-form'
import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import { dateTimeFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import type { ListingKind } from '@driftway/domain/roles'
import { useEffect, useState } from 'react'
import { Form, Link, useFetcher, useNavigate } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { UrlTabs } from '~/components/accounts/tabs'
import { PaymentMethodChoice } from '~/components/booking/payment-method-choice'
import { kindNav } from '~/components/layout/nav-items'
import { AddReviewDialog, type ReviewTarget } from '~/components/reviews/add-review-dialog'
import { Alert, Button, ButtonLink, Dialog, Input, Select, useToast } from '~/components/ui'
import {
  Archive,
  CalendarCheck,
  CalendarClock,
  Check,
  CreditCard,
  Mail,
  Phone,
  Search,
  UserRound,
  X,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ActionFailure, apiErrorText, isFailure, postJson } from '~/lib/forms'
import { kindKeys } from '~/lib/listings'
import type { BookingRow } from '~/routes/booking/booking-types'
import {
  type ArchivedStatus,
  archivedStatuses,
  type BookingFilter,
  type BookingTab,
  bookingTabs,
  filterByKind,
} from '~/routes/bookings/booking-tabs'
import { BookingCard, type BookingSide, type CardIntent, useNow } from './booking-card'
import { restDue } from './rest-payment'

const tabIcons = {
  pending: <CalendarClock />,
  payment: <CreditCard />,
  confirmed: <CalendarCheck />,
  archived: <Archive />,
}

export type BoardData = {
  side: BookingSide
  kind: ListingKind
  tab: BookingTab
  filterBy: BookingFilter
  status: ArchivedStatus | null
  rows: BookingRow[] | null
  now: number
  firstName: string | null
  /** The lessor's "Find a booking": what was typed, and the part of a booking number it names (null: none). */
  search?: { typed: string; reference: string | null } | null
}

type ActionResult = { ok: true; intent: string } | ActionFailure

/**
 * My bookings (traveler) and the lessor's bookings (booking spec §2, §4): tabs, the kind filter
 * and the archived status in the URL; each booking with its countdown, notices and actions.
 */
export function BookingsBoard({
  side,
  kind,
  tab,
  filterBy,
  status,
  rows,
  now: serverNow,
  firstName,
  search = null,
}: BoardData) {
  const { t } = useTranslation('booking')
  const { t: ta } = useTranslation('accounts')
  const { t: tc } = useTranslation()
  const navigate = useNavigate()
  const now = useNow(serverNow)
  const { onIntent, dialogs } = useBookingActions(side, now, kind)

  const href = (next: { tab?: BookingTab; filterBy?: BookingFilter; status?: ArchivedStatus | null }) => {
    const params = new URLSearchParams()
    const nextTab = next.tab ?? tab
    params.set('tab', nextTab)
    if (side === 'travel') params.set('filterBy', next.filterBy ?? filterBy)
    const nextStatus = next.status === undefined ? status : next.status
    if (nextTab === 'archived' && nextStatus) params.set('status', nextStatus)
    return `?${params}`
  }
  const explore = kindNav.find((item) => item.kind === kind)!
  // A booking number searched for lists bookings of every tab: no tab is the current one then.
  const found = search?.reference ?? null

  return (
    <>
      <AccountPageHeader
        eyebrow={
          side === 'lease'
            ? t('list.eyebrowLessor')
            : firstName
              ? ta('bookings.greeting', { name: firstName })
              : ta('bookings.eyebrow')
        }
        title={side === 'travel' ? ta('bookings.title') : t('list.titleLessor')}
        lead={side === 'travel' ? ta('bookings.lead') : t('list.leadLessor')}
      >
        <UrlTabs
          label={ta('bookings.tabsLabel')}
          current={found ? '' : tab}
          items={bookingTabs.map((id) => ({
            id,
            label: (
              <>
                <span className="sm:hidden">{ta(`bookings.tabsShort.${id}`)}</span>
                <span className="hidden sm:inline">{ta(`bookings.tabs.${id}`)}</span>
              </>
            ),
            to: href({ tab: id, status: null }),
            icon: tabIcons[id],
          }))}
        />
      </AccountPageHeader>
      <div className="container-page py-8 sm:py-10" data-testid="bookings-board" data-side={side} data-tab={tab}>
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          {side === 'travel' ? (
            <nav className="flex flex-wrap items-center gap-1.5 sm:gap-2" aria-label={ta('bookings.filterLabel')}>
              {kindNav.map(({ kind: option, Icon, labelKey }) => {
                const value = filterByKind[option]
                const active = filterBy === value
                return (
                  <Link
                    key={value}
                    to={href({ filterBy: value })}
                    preventScrollReset
                    aria-current={active ? 'true' : undefined}
                    data-testid={`filter-${value}`}
                    className={cn(
                      'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:shadow-focus focus-visible:outline-none sm:h-10 sm:gap-2 sm:px-4 [&>svg]:hidden sm:[&>svg]:block',
                      active
                        ? 'border-primary bg-primary text-on-primary'
                        : 'border-line-strong bg-surface text-ink-muted hover:border-stone-400 hover:text-ink',
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                    {tc(labelKey)}
                  </Link>
                )
              })}
            </nav>
          ) : (
            <BookingSearch tab={tab} search={search} />
          )}
          {tab === 'archived' && !found && (
            <Select
              label={ta('bookings.status.label')}
              containerClassName="sm:w-64"
              value={status ?? ''}
              placeholder={ta('bookings.status.all')}
              options={archivedStatuses.map((value) => ({ value, label: ta(`bookings.status.${value}`) }))}
              onChange={(event) =>
                void navigate(href({ status: (event.target.value || null) as ArchivedStatus | null }), {
                  preventScrollReset: true,
                })
              }
              data-testid="archived-status"
            />
          )}
        </div>
        {found && rows && rows.length > 0 && (
          <p className="mb-4 text-sm text-ink-muted" data-testid="booking-search-summary" role="status">
            <span className="font-semibold text-ink">
              <KeptTogether text={t('list.search.results', { count: rows.length, query: found })} part={found} />
            </span>{' '}
            · {t('list.search.allTabs')}{' '}
            <Link
              to={href({})}
              className="font-semibold text-primary hover:underline focus-visible:shadow-focus focus-visible:outline-none"
              data-testid="booking-search-clear"
            >
              {t('list.search.clear')}
            </Link>
          </p>
        )}
        {rows === null ? (
          <Alert tone="danger" data-testid="bookings-failed">
            {t('list.failed')}
          </Alert>
        ) : rows.length === 0 && found ? (
          <EmptyState
            testId="bookings-empty"
            icon={<Search />}
            title={t('list.search.emptyTitle', { query: found })}
            text={t('list.search.emptyText')}
            actions={
              <ButtonLink to={href({})} variant="secondary" data-testid="booking-search-clear">
                {t('list.search.clear')}
              </ButtonLink>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState
            testId="bookings-empty"
            icon={tabIcons[tab]}
            title={ta(`bookings.empty.${tab}.title`, { kind: ta(`bookings.kindNames.${kindKeys[kind]}`) })}
            text={side === 'travel' ? ta(`bookings.empty.${tab}.text`) : t('list.empty.lessorText')}
            actions={
              side === 'travel' ? (
                <ButtonLink to={explore.to} icon={<Search className="size-4" />}>
                  {ta(`bookings.empty.explore.${kindKeys[kind]}`)}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <ul className="flex flex-col gap-4" data-testid="bookings-list">
            {rows.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} side={side} kind={kind} now={now} onIntent={onIntent} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {dialogs}
    </>
  )
}

/** `text` with `part` (a booking number) on one line: a phone would break "DW-" from the rest. */
function KeptTogether({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  )
}

/**
 * The lessor's "Find a booking" (decision 0113): the number a traveler quotes on the phone or in a
 * message, whole or in part, found in every tab. A plain GET form: it works before hydration too.
 */
function BookingSearch({ tab, search }: { tab: BookingTab; search: BoardData['search'] }) {
  const { t } = useTranslation('booking')
  return (
    <Form method="get" role="search" className="flex w-full items-start gap-2 sm:max-w-md" data-testid="booking-search">
      <input type="hidden" name="tab" value={tab} />
      <Input
        name="booking"
        defaultValue={search?.typed ?? ''}
        label={t('list.search.label')}
        hideLabel
        placeholder={t('list.search.placeholder')}
        icon={<Search />}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        error={search && !search.reference ? t('list.search.invalid') : undefined}
        containerClassName="flex-1"
        data-testid="booking-search-input"
      />
      <Button type="submit" variant="secondary" data-testid="booking-search-submit">
        {t('list.search.submit')}
      </Button>
    </Form>
  )
}

/** The add-review modal's booking, when the card asked to review one. */
function reviewTarget(open: { intent: CardIntent; booking: BookingRow } | null): ReviewTarget | null {
  if (open?.intent !== 'review') return null
  const { booking } = open
  const kind = booking.listing_summary?.kind
  if (!kind) return null
  return { bookingId: booking.id, kind, listingId: booking.listing, title: booking.listing_summary?.title ?? '' }
}

/**
 * The §4 booking actions of one side: the card's intent opens its confirmation modal, which posts
 * `{ intent, id }` to the page's own action (`bookingAction` on the server) and toasts the answer.
 * The booking lists and the chat screen (booking actions inside the chat) share it. `kind` is the
 * bookings' listing kind (the one the action calls the API with): a refusal counts a campervan's
 * days, a pitch's or a boat's nights (decision 0010).
 */
export function useBookingActions(side: BookingSide, now: number, kind: ListingKind) {
  const { t } = useTranslation('booking')
  const { t: ta } = useTranslation('accounts')
  const toast = useToast()
  const [open, setOpen] = useState<{ intent: CardIntent; booking: BookingRow } | null>(null)
  const fetcher = useFetcher<ActionResult>({ key: `booking-action-${side}` })

  useEffect(() => {
    const result = fetcher.data
    if (!result || fetcher.state !== 'idle') return
    if (isFailure(result)) toast.error(apiErrorText(ta, result, { kind }))
    else toast.success(t(`list.done.${result.intent}`))
    setOpen(null)
  }, [fetcher.data, fetcher.state, t, ta, toast, kind])

  const send = (body: Record<string, string>) => fetcher.submit(body, postJson)
  return {
    onIntent: (intent: CardIntent, booking: BookingRow) => setOpen({ intent, booking }),
    dialogs: (
      <>
        <ActionDialogs
          open={open}
          onClose={() => setOpen(null)}
          busy={fetcher.state !== 'idle'}
          send={send}
          now={now}
        />
        <AddReviewDialog target={reviewTarget(open)} onClose={() => setOpen(null)} />
      </>
    ),
  }
}

/** The confirmation modals of the actions, the accept modal with the request's details, payment and contact. */
function ActionDialogs({
  open,
  onClose,
  busy,
  send,
  now,
}: {
  open: { intent: CardIntent; booking: BookingRow } | null
  onClose: () => void
  busy: boolean
  send: (body: Record<string, string>) => void
  now: number
}) {
  const { t, i18n } = useTranslation('booking')
  const booking = open?.booking
  const intent = open?.intent
  const currency = booking?.currency ?? 'EUR'
  const methods = paymentMethodsFor(currency)
  const [method, setMethod] = useState<BookingPaymentMethod>(methods[0]!)
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  // "pay" on a confirmed booking is its rest: the same dialog and call, told what it pays.
  const rest = booking && intent === 'pay' ? restDue(booking, now, i18n.language) : null

  const confirm = (
    key: 'acceptModal' | 'rejectModal' | 'cancelModal' | 'abandonModal' | 'traveler_cancelModal',
    danger: boolean,
  ) => (
    <Dialog
      open={Boolean(booking) && intent === key.replace('Modal', '')}
      onClose={onClose}
      tone={danger ? 'danger' : 'default'}
      icon={danger ? <X /> : <Check />}
      title={t(`list.${key}.title`)}
      description={t(`list.${key}.text`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {/* "Keep it" answers a cancel or a refusal; accepting is put off, not kept. */}
            {t(key === 'acceptModal' ? 'list.notNow' : 'list.keep')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => booking && send({ intent: key.replace('Modal', ''), id: booking.id })}
            data-testid={`confirm-${key.replace('Modal', '')}`}
          >
            {t(`list.${key}.confirm`)}
          </Button>
        </>
      }
    >
      {booking && key === 'acceptModal' && (
        <dl className="space-y-2 rounded-xl bg-surface-muted p-4 text-[0.9375rem]" data-testid="accept-details">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('list.dates')}</dt>
            <dd className="text-right font-medium text-ink">
              {day.format(booking.pickup_timestamp * 1000)} – {day.format(booking.return_timestamp * 1000)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('list.traveller')}</dt>
            <dd className="text-right font-medium text-ink">{booking.traveller_name ?? '—'}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('list.guestsLabel')}</dt>
            <dd className="text-right font-medium text-ink" data-testid="accept-guests">
              {`${t('list.adults', { count: booking.adults_num })} · ${t('list.children', { count: booking.children_num })}`}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2">
            <dt className="font-semibold text-ink">{t('list.total')}</dt>
            <dd className="font-bold text-ink tabular-nums">
              {formatMoney(booking.total_rent_price_in_cents, booking.currency, i18n.language)}
            </dd>
          </div>
        </dl>
      )}
    </Dialog>
  )

  const contact = booking?.contact_info
  return (
    <>
      {confirm('acceptModal', false)}
      {confirm('rejectModal', true)}
      {confirm('cancelModal', true)}
      {confirm('abandonModal', true)}
      {confirm('traveler_cancelModal', true)}
      <Dialog
        open={Boolean(booking) && intent === 'pay'}
        onClose={onClose}
        icon={<CreditCard />}
        title={rest ? t('list.payRestModal.title') : t('list.payModal.title')}
        description={
          rest
            ? rest.date
              ? t('list.payRestModal.text', { amount: rest.amount, date: rest.date })
              : t('list.payRestModal.textNoDate', { amount: rest.amount })
            : t('list.payModal.text')
        }
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('list.close')}
            </Button>
            <Button
              loading={busy}
              onClick={() => booking && send({ intent: 'pay', id: booking.id, payment_method: method, currency })}
              data-testid="confirm-pay"
            >
              {t('list.payModal.confirm')}
            </Button>
          </>
        }
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('payment.method')}</legend>
          <PaymentMethodChoice
            methods={methods}
            isChosen={(value) => method === value}
            inputProps={(value) => ({
              name: 'pay-method',
              checked: method === value,
              onChange: () => setMethod(value),
            })}
          />
        </fieldset>
      </Dialog>
      <Dialog
        open={Boolean(booking) && intent === 'contact'}
        onClose={onClose}
        icon={<UserRound />}
        title={t('list.contactModal.title')}
        footer={
          <Button variant="secondary" onClick={onClose}>
            {t('list.close')}
          </Button>
        }
      >
        <div className="space-y-4" data-testid="contact-details">
          {(['lessor', 'traveller'] as const).map((who) => {
            const person = contact?.[who]
            if (!person) return null
            return (
              <div key={who} className="rounded-xl bg-surface-muted p-4">
                <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
                  {t(`list.contactModal.${who}`)}
                </p>
                <p className="mt-1 font-semibold text-ink">{person.name ?? '—'}</p>
                {person.phone && (
                  <a
                    href={`tel:${person.phone.replace(/[^+\d]/g, '')}`}
                    className="mt-1 flex items-center gap-2 text-primary hover:underline"
                  >
                    <Phone className="size-4" aria-hidden />
                    <span className="sr-only">{t('list.contactModal.phone')}</span>
                    {person.phone}
                  </a>
                )}
                {person.email && (
                  <a
                    href={`mailto:${person.email}`}
                    className="mt-1 flex items-center gap-2 text-primary hover:underline"
                  >
                    <Mail className="size-4" aria-hidden />
                    <span className="sr-only">{t('list.contactModal.email')}</span>
                    {person.email}
                  </a>
                )}
              </div>
            )
          })}
        </div>
      </Dialog>
    </>
  )
}
