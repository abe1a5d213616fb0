import { BookingStatus, bookingPaymentMethods, bookingStatuses, bookingStatusLabels } from '@driftway/domain'
import { partnerSagaSteps, partnerSlugs } from '@driftway/domain/partners'
import type { CollectionConfig } from 'payload'
import { adminStaff, either, partyTo, staffWith, supportStaff } from '../access'
import { centsField, currencyField } from '../fields/money'
import { integerField, measureField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { readOnlyJsonComponent } from '../fields/read-only-json'
import { listingKindField, relationTo, userField } from '../fields/relations'
import { supportActionsField } from '../fields/support-actions'
import { textField } from '../fields/text'
import { notBefore, timestampField } from '../fields/time'
import { trimText } from '../fields/validate'
import { copyListingParty, defaultTravelersNum, keepBookingReference, requireTravelerAccount } from './Bookings.hooks'

/**
 * A trip booked by a traveler on a listing (booking spec §3). The API writes bookings (prices,
 * status transitions from `@driftway/domain`); travelers and lessors read their own.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Booking', plural: 'Bookings' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Bookings',
    useAsTitle: 'reference',
    defaultColumns: [
      'reference',
      'listing',
      'traveller',
      'status',
      'pickup_timestamp',
      'return_timestamp',
      'total_rent_price_in_cents',
      'currency',
    ],
    // Support finds a booking by the booking number people quote (or the id in a URL).
    listSearchableFields: ['reference', 'id', 'traveller_name', 'traveller_phone', 'license_plate'],
    description:
      'Bookings and booking requests. Status changes follow the booking transitions (request, accept, reject, …).',
  },
  // Support reads bookings to help both parties (and resends mails through its audited action).
  access: {
    read: either(staffWith(supportStaff), partyTo('traveller', 'lessor')),
    create: staffWith(adminStaff),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  hooks: { beforeChange: [copyListingParty, requireTravelerAccount, defaultTravelersNum] },
  fields: [
    supportActionsField('booking'),
    {
      name: 'reference',
      type: 'text',
      label: 'Booking number',
      unique: true,
      index: true,
      access: { update: () => false },
      hooks: { beforeChange: [keepBookingReference] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The number travelers, lessors and support quote (DW-…), given when the booking is made.',
      },
    },
    relationTo('listing', 'listings', { required: true }),
    listingKindField('kind', { admin: { readOnly: true, description: 'Copied from the listing.' } }),
    userField('traveller', { required: true }),
    userField('lessor', { admin: { readOnly: true, description: "The listing's lessor, copied from the listing." } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      // A new booking is a request waiting for the lessor; instant bookings move on at once via the API.
      defaultValue: BookingStatus.PENDING,
      index: true,
      options: optionsFrom(bookingStatuses, bookingStatusLabels),
    },
    timestampField('pickup_timestamp', { required: true, index: true }),
    timestampField('return_timestamp', {
      required: true,
      index: true,
      validate: notBefore('pickup_timestamp', 'The return date cannot be before the pickup date.'),
    }),
    centsField('total_rent_price_in_cents', { required: true }),
    centsField('cash_payment_in_cents'),
    centsField('opp_payment_in_cents', { admin: { description: 'Part paid online through the payment provider.' } }),
    centsField('down_payment_in_cents'),
    centsField('remaining_amount_in_cents'),
    currencyField('currency', { required: true }),
    // Booking form limits (booking §5): adults ≥ 1, children ≥ 0, pitches 1-100.
    integerField('adults_num', { min: 1, defaultValue: 1 }),
    integerField('children_num', { min: 0, defaultValue: 0 }),
    integerField('pitches_num', { min: 1, max: 100 }),
    integerField('travellers_num', { min: 1 }),
    textField('traveller_name', 100),
    textField('traveller_phone', 50),
    { name: 'description', type: 'textarea', maxLength: 250, hooks: { beforeValidate: [trimText] } },
    textField('license_plate', 50),
    // Caravan/campervan size for campsite bookings.
    measureField('vehicle_length', 'metres', { min: 1, max: 50 }),
    measureField('vehicle_width', 'metres', { min: 1, max: 10 }),
    {
      name: 'persons',
      type: 'array',
      admin: { description: 'Guests of a campsite booking.' },
      fields: [
        textField('first_name', 30, { required: true }),
        textField('last_name', 30, { required: true }),
        timestampField('birthdate_timestamp', { required: true }),
      ],
    },
    {
      name: 'booked_extra_amenities',
      type: 'array',
      fields: [
        relationTo('extra_amenity', 'extra-amenities', { required: true, index: false }),
        integerField('quantity', { required: true, min: 0 }),
        centsField('total_charge_in_cents'),
      ],
    },
    {
      name: 'display_details',
      type: 'json',
      admin: {
        description: 'Price lines shown to both parties (Trip Nights, Listing Rent Price, fees, discounts…).',
        // Written by the API when the booking is priced; shown as text (see fields/read-only-json.ts).
        components: readOnlyJsonComponent,
      },
    },
    relationTo('chat', 'chats'),
    { name: 'full_prepayment', type: 'checkbox', defaultValue: false },
    { name: 'is_instant', type: 'checkbox', defaultValue: false },
    { name: 'is_indie_camper', type: 'checkbox', defaultValue: false },
    {
      name: 'payment_method',
      type: 'select',
      options: optionsFrom(bookingPaymentMethods),
    },
    timestampField('acception_deadline_timestamp', { index: true }),
    timestampField('payment_deadline_timestamp', { index: true }),
    timestampField('remaining_payment_deadline_timestamp', {
      admin: { description: 'When the remaining amount of a down-payment booking is due.' },
    }),
    // Money moved so far (written by the payment webhooks); refunds never exceed what was paid.
    centsField('paid_in_cents', { defaultValue: 0 }),
    centsField('refunded_in_cents', { defaultValue: 0 }),
    {
      name: 'cancellation_tiers',
      type: 'json',
      admin: {
        description: "The listing's cancellation tiers when booked (frozen like the price).",
        components: readOnlyJsonComponent,
      },
    },
    timestampField('status_changed_timestamp'),
    timestampField('reminder_sent_timestamp'),
    timestampField('remainder_reminder_sent_timestamp'),
    {
      name: 'hidden_for_lessor',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The lessor removed this archived booking from their list (DELETE booking/lease/{id}/).' },
    },
    { name: 'is_last_minute_deal', type: 'checkbox', defaultValue: false },
    // A booking of a partner-managed listing (issue 21, decision 0093): booked at the partner
    // after our payment; the saga's step and its log live here.
    {
      name: 'partner',
      type: 'select',
      index: true,
      options: optionsFrom(partnerSlugs),
      admin: { readOnly: true, description: "Booked in this partner's system after the payment." },
    },
    {
      name: 'partner_step',
      type: 'select',
      index: true,
      options: optionsFrom(partnerSagaSteps),
      admin: { readOnly: true, condition: (data) => Boolean(data?.partner) },
    },
    textField('partner_reference', 100, {
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.partner),
        description: "The partner's booking reference.",
      },
    }),
    {
      name: 'partner_saga',
      type: 'json',
      admin: {
        condition: (data) => Boolean(data?.partner),
        description: 'The offer booked at the partner and every saga step with its time (written by the API).',
        components: readOnlyJsonComponent,
      },
    },
    relationTo('last_minute_deal', 'last-minute-deals'),
  ],
}
