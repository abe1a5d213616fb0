import { emailSchema, normalizeEmail } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { adminStaff, either, inProcess, staffWith, supportStaff } from '../access'
import { textField } from '../fields/text'
import { trimText, zodValidate } from '../fields/validate'

/** The public contact-us form (POST /user/contact-us/, no sign-in); staff read and answer by e-mail. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'createdAt'],
    listSearchableFields: ['subject', 'name', 'email', 'message'],
    description: 'Messages sent through the contact form. Answer them by e-mail.',
  },
  // Support reads and answers them by e-mail; the public writes only through the API's form.
  access: {
    read: staffWith(supportStaff),
    create: either(staffWith(adminStaff), inProcess),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  fields: [
    textField('name', 100, { required: true }),
    {
      name: 'email',
      type: 'email',
      required: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value)] },
      validate: zodValidate(emailSchema, { required: true }),
    },
    textField('subject', 200, { required: true }),
    { name: 'message', type: 'textarea', required: true, maxLength: 5000, hooks: { beforeValidate: [trimText] } },
  ],
}
