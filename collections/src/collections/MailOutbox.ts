import type { CollectionConfig } from 'payload'
import { adminStaff, noOne, staffWith, supportStaff } from '../access'
import { readOnlyJsonComponent } from '../fields/read-only-json'

/**
 * The development outbox: when the API has no SMTP server (`SMTP_URL` unset) every e-mail it
 * would send is stored here instead, so staff can read it in the admin and the site's dev outbox
 * page (GET /dev/outbox/) can show clickable links. Only the API writes it (`overrideAccess`).
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Mail outbox' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Admin',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'template', 'lang', 'createdAt'],
    listSearchableFields: ['to', 'subject'],
    description: 'E-mails the API would have sent (development only, when no SMTP server is configured).',
  },
  access: { read: staffWith(supportStaff), create: noOne, update: noOne, delete: staffWith(adminStaff) },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'reply_to', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'template', type: 'text', index: true, admin: { description: 'Which template produced it.' } },
    { name: 'lang', type: 'text' },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html', components: readOnlyJsonComponent } },
  ],
}
