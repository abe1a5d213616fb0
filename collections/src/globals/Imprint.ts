import type { GlobalConfig } from 'payload'
import { adminStaff, anyone, staffWith } from '../access'
import { countryIso2Field, textField, urlField } from '../fields/text'
import { timestampField } from '../fields/time'
import { stampUpdatedAt } from './stamp-updated-at'

/**
 * Who runs this marketplace (the site's /imprint, decision 0112). The terms and the privacy
 * policy name "the operator in the imprint", and each deployment has its own operator, so the
 * details are settings an administrator keeps rather than text shipped with the code.
 */
export const Imprint: GlobalConfig = {
  slug: 'imprint',
  label: 'Imprint',
  admin: {
    group: 'Settings',
    description:
      'The operator of this marketplace as the public imprint page shows it. Legal details: administrators only.',
  },
  access: { read: anyone, update: staffWith(adminStaff) },
  hooks: { beforeChange: [stampUpdatedAt] },
  fields: [
    textField('operator_name', 200, {
      required: true,
      admin: { description: 'The company (with its legal form) or the person operating the marketplace.' },
    }),
    textField('represented_by', 300, { admin: { description: 'Managing directors or other legal representatives.' } }),
    {
      type: 'row',
      fields: [
        textField('street', 200, { required: true }),
        textField('postal_code', 20, { required: true }),
        textField('city', 100, { required: true }),
        countryIso2Field('country_iso2', {
          label: 'Country',
          required: true,
          admin: { description: 'Two letters, e.g. DE.' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [{ name: 'email', type: 'email', required: true }, textField('phone', 50)],
    },
    {
      type: 'row',
      fields: [
        textField('register_court', 200, { admin: { description: 'The court keeping the commercial register.' } }),
        textField('register_number', 100),
        textField('vat_id', 30, { label: 'VAT ID', admin: { description: 'VAT identification number.' } }),
      ],
    },
    textField('content_responsible', 300, {
      label: 'Responsible for content',
      admin: { description: 'The person responsible for the editorial content, with their address if it differs.' },
    }),
    urlField('dispute_resolution_url', {
      label: 'Online dispute resolution link',
      admin: { description: 'Online dispute resolution platform, where the operator is obliged to name one.' },
    }),
    timestampField('updated_at_ts', {
      label: 'Last saved',
      admin: { readOnly: true, description: 'When the imprint was last saved (unix seconds).' },
    }),
  ],
}
