import { asSystem, asVisitor } from '@driftway/collections'
import { cityFeedbackSchema, contactMessageSchema, guestDetailsSchema, personalProfileSchema } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../auth/plugin'
import { startGuestBookingSession } from '../../auth/sessions'
import { findUserByEmail, type UserWithSecret } from '../../auth/users'
import { escapeHtml } from '../../mail/templates'
import { accountErrors, detailSchema, mailLanguageFor, mailRateLimit, sendPasswordLinkMail } from './common'
import { isEmailTaken } from './users'

const loginToContinue = 'An account with this e-mail address already exists. Please log in to continue.'

/** The guest details as checked and normalized (e-mail lower-cased, country code upper-cased), as a traveler. */
const guestUserSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  company_country: z.string(),
  date_of_birth_timestamp: z.number().int(),
  company_country_code_iso2: z.string(),
  role: z.literal(1),
})

/** The anonymous forms: contact us, and the guest checkout of a booking (booking §3, §7). */
export const publicFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx

  app.post(
    '/user/contact-us/',
    {
      config: mailRateLimit(app),
      schema: {
        tags: ['accounts'],
        summary: 'Send a message to support (no sign-in)',
        description: 'Stored in contact-messages and e-mailed to SUPPORT_EMAIL with the sender as reply-to.',
        body: contactMessageSchema,
        response: { 201: detailSchema },
      },
    },
    async (request, reply) => {
      const message = request.body
      await payload.create({ collection: 'contact-messages', data: message, ...asVisitor(), depth: 0 })
      const text = [
        `From: ${message.name} <${message.email}>`,
        `Subject: ${message.subject}`,
        '',
        message.message,
      ].join('\n')
      app.mailer.sendInBackground({
        to: env.supportEmail,
        replyTo: message.email,
        subject: `[Contact] ${message.subject}`,
        text,
        html: `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p><p><strong>Subject:</strong> ${escapeHtml(message.subject)}</p><pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(message.message)}</pre>`,
        template: 'contact',
        lang: 'en',
      })
      reply.status(201)
      return { detail: 'Message sent.' }
    },
  )

  app.post(
    '/city/feedback/',
    {
      onRequest: [requireUser],
      config: mailRateLimit(app),
      schema: {
        tags: ['accounts'],
        summary: 'Feedback on a city hire page (signed in)',
        description:
          'Stored as a contact message from the signed-in user (subject `City feedback: {city} ({listing_type})`) and e-mailed to SUPPORT_EMAIL, so support answers it like any other message (decision 0066). Rate-limited per address like the contact form.',
        body: cityFeedbackSchema,
        response: { 201: detailSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { city, listing_type, message } = request.body
      const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email
      const subject = `City feedback: ${city} (${listing_type})`
      await payload.create({
        collection: 'contact-messages',
        data: { name: name.slice(0, 100), email: user.email, subject, message },
        ...asVisitor(),
        depth: 0,
      })
      app.mailer.sendInBackground({
        to: env.supportEmail,
        replyTo: user.email,
        subject: `[City feedback] ${city} (${listing_type})`,
        text: [`From: ${name} <${user.email}>`, `City: ${city}`, `Kind: ${listing_type}`, '', message].join('\n'),
        html: `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(user.email)}&gt;</p><p><strong>City:</strong> ${escapeHtml(city)} (${escapeHtml(listing_type)})</p><pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(message)}</pre>`,
        template: 'contact',
        lang: 'en',
      })
      reply.status(201)
      return { detail: 'Thank you for your feedback.' }
    },
  )

  app.post(
    '/user/validate-user-details/',
    {
      config: { errors: ['email_exists'] },
      schema: {
        tags: ['accounts'],
        summary: "Check a guest's booking details (no sign-in)",
        description:
          'Returns the normalized guest user. Invalid fields → 400 validation_error; an e-mail that has an account → 400 email_exists ("please log in").',
        body: guestDetailsSchema,
        response: { 200: guestUserSchema },
      },
    },
    async (request) => {
      const guest = request.body
      if (await findUserByEmail(payload, guest.email)) throw accountErrors.emailExists(loginToContinue)
      return { ...guest, role: 1 as const }
    },
  )

  app.post(
    '/user/create-user-when-booking/',
    {
      config: { ...mailRateLimit(app), errors: ['email_exists'] },
      schema: {
        tags: ['accounts'],
        summary: 'Create the traveler account of a guest booking (no sign-in)',
        description:
          'An unconfirmed traveler without password; e-mails a "set your password" link (`/reset-password/{uid}/{token}`, 24 h). Answers an access token of a short session (no refresh) so the site can book and pay for the guest at once. Existing e-mail → 400 email_exists.',
        body: guestDetailsSchema,
        response: { 201: z.object({ id: z.string(), phone: z.string(), access: z.string() }) },
      },
    },
    async (request, reply) => {
      const guest = request.body
      if (await findUserByEmail(payload, guest.email)) throw accountErrors.emailExists(loginToContinue)
      let user: UserWithSecret
      try {
        user = await payload.create({
          collection: 'users',
          data: {
            ...guest,
            role: 1,
            currency_code: 'EUR',
            lang_code: mailLanguageFor(request),
            is_profile_completed: personalProfileSchema.safeParse(guest).success,
          },
          ...asSystem(),
          depth: 0,
        })
      } catch (error) {
        if (isEmailTaken(error)) throw accountErrors.emailExists(loginToContinue)
        throw error
      }
      app.mailer.sendInBackground(() => sendPasswordLinkMail(app, request, user, 'guestSetPassword'))
      // The site books and pays for the guest right away with this token (booking §4 "Booking flow").
      const access = await startGuestBookingSession(payload, app.ctx.env, user, {
        ip: request.clientIp,
        userAgent: request.headers['user-agent'],
      })
      reply.status(201)
      return { id: String(user.id), phone: guest.phone, access }
    },
  )
}
