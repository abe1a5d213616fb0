import { partnerSlugs } from '@driftway/domain'
import type { Field } from 'payload'
import { adminStaff, staffField } from '../access'
import { optionsFrom } from '../fields/options'
import { textField } from '../fields/text'
import { timestampField } from '../fields/time'

/** The fields a partner system's import sets (issue 21): which partner, its ids, stations and sync state. */

/** A partner system's id: set by imports and staff, never by the lessor's editor. */
const partnerId = (name: string, description: string): Field =>
  textField(name, 100, {
    index: true,
    access: { create: staffField(adminStaff), update: staffField(adminStaff) },
    admin: { description },
  })

export const partnerFields: Field[] = [
  {
    name: 'partner',
    type: 'select',
    index: true,
    options: optionsFrom(partnerSlugs),
    // Only the partner import sets it (asSystem); a listing with one is read-only in the lessor editor.
    access: { create: staffField(adminStaff), update: staffField(adminStaff) },
    admin: {
      readOnly: true,
      description: "Imported from this partner's system and updated by its import; edits belong there.",
    },
  },
  {
    type: 'row',
    admin: { condition: (data) => Boolean(data?.partner) },
    fields: [
      timestampField('partner_synced_at_ts', {
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: { readOnly: true, description: 'Last import that found the listing in the feed.' },
      }),
      {
        name: 'partner_locations',
        type: 'json',
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: {
          readOnly: true,
          description:
            'Pick-up and drop-off stations from the feed: [{ code, name, city, country_iso2, latitude, longitude }], the home station first.',
        },
      },
      // The feed's photo URLs at the last import: photos are fetched again only when they change.
      textField('partner_photos_key', 4000, {
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: { readOnly: true, hidden: true },
      }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'is_indie_camper',
        type: 'checkbox',
        defaultValue: false,
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
      },
      textField('identifier', 100, {
        index: true,
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: { description: 'External identifier (indie campers).' },
      }),
    ],
  },
  partnerId('thl_booking_code', 'THL booking code'),
  partnerId('neorent_uid', 'Neorent vehicle uid'),
  partnerId('mcrent_vehicle_id', 'McRent vehicle id'),
  partnerId('five_anker_id', 'Five Anker id'),
  partnerId('campnerd_accommodation_id', 'Campnerd accommodation id'),
  partnerId('wheeloffice_uid', 'Wheeloffice uid'),
  partnerId('vanever_id', 'Vanever id'),
]
