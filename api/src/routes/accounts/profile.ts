import { randomUUID } from 'node:crypto'
import { asSystem } from '@driftway/collections'
import {
  accountErrorKeys,
  companyProfileSchema,
  isPrivatePersonLegalType,
  isTravelerRole,
  lessorProfilePatchSchema,
  maxUploadBytes,
  normalizeEmail,
  personalProfileSchema,
  Role,
  travelerProfilePatchSchema,
  uploadAccepts,
  validationMessages,
} from '@driftway/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { asUser, currentUser, isFreshSignIn, requireUser } from '../../auth/plugin'
import { findUserById, type UserDoc } from '../../auth/users'
import { ApiError } from '../../http/errors'
import { withTransaction } from '../../http/transaction'
import { validationError, zodFields } from '../../http/validation'
import { ensureMerchant } from '../../payments/merchants'
import { type CheckedUpload, checkUpload, imageMimes, type ReceivedFile, readMultipartForm } from '../../uploads'
import { accountErrors, sendSecurityMail } from './common'
import { currentUserSchema, toCurrentUser } from './shapes'

/** An avatar checked by its bytes (shared upload check), not its name or declared type. */
type Photo = CheckedUpload

const photoExtensions: readonly string[] = uploadAccepts.image.extensions
const fileTypeNotSupported = () =>
  new ApiError(accountErrorKeys.fileTypeNotSupported, 'Only PNG and JPEG images can be uploaded.', {
    photo: ['Upload a PNG or JPEG image (.png, .jpg, .jpeg).'],
  })
const fileTooLarge = () =>
  new ApiError(accountErrorKeys.fileTooLarge, `The file is larger than ${maxUploadBytes / 1024 / 1024} MB.`, {
    photo: [`Upload an image of at most ${maxUploadBytes / 1024 / 1024} MB.`],
  })

async function checkPhoto(file: ReceivedFile): Promise<Photo> {
  const checked = await checkUpload(file, { accept: imageMimes })
  if (!checked.ok && checked.reason === 'too_large') throw fileTooLarge()
  const ext = file.filename.split('.').pop()?.toLowerCase() ?? ''
  if (!checked.ok || !photoExtensions.includes(ext)) throw fileTypeNotSupported()
  return checked.file
}

/** Form values arrive as text in multipart: turn the non-text fields back into their types. */
function typedFormValue(name: string, value: string): unknown {
  if (name === 'is_profile_completed') return value === 'true' ? true : value === 'false' ? false : value
  if (name === 'date_of_birth_timestamp')
    return value.trim() === '' ? null : /^-?\d+$/.test(value.trim()) ? Number(value) : value
  if (name === 'photo' && (value === '' || value === 'null')) return null
  return value
}

/** JSON or multipart/form-data (avatar in the `photo` file field) as one object plus the checked photo. */
async function readProfileInput(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; photo?: Photo }> {
  if (!request.isMultipart()) {
    const body = request.body ?? {}
    if (typeof body !== 'object' || Array.isArray(body)) throw validationError({ _: ['Send a JSON object.'] })
    const fields = { ...(body as Record<string, unknown>) }
    if ('photo' in fields && fields.photo !== null) {
      throw validationError({
        photo: ['Upload the photo as the multipart/form-data file field "photo", or send null to remove it.'],
      })
    }
    return { fields }
  }
  // The whole upload is read before anything is checked (uploads/multipart.ts).
  const form = await readMultipartForm(request)
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(form.fields)) fields[name] = typedFormValue(name, value)
  const file = form.files.find((part) => part.fieldname === 'photo')
  return { fields, photo: file ? await checkPhoto(file) : undefined }
}

type Patch = Record<string, unknown>

/**
 * The profile rules beyond single fields (accounts §5): locked e-mail and role, CoC/VAT set once,
 * a legal type of the chosen country ('private person' for campsite lessors only, without numbers),
 * and the whole form of the role once the profile is (or becomes) complete.
 */
async function checkProfile(request: FastifyRequest, user: UserDoc, fields: Record<string, unknown>): Promise<Patch> {
  const { payload } = request.server.ctx
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message]
  }
  if (fields.email != null && normalizeEmail(String(fields.email)) !== user.email)
    add('email', 'The e-mail address cannot be changed.')
  if (fields.role != null && Number(fields.role) !== user.role) add('role', 'The role cannot be changed.')

  const traveler = isTravelerRole(user.role)
  const parsed = (traveler ? travelerProfilePatchSchema : lessorProfilePatchSchema).safeParse(fields)
  if (!parsed.success) Object.assign(errors, zodFields(parsed.error))
  const patch: Patch = { ...(parsed.success ? parsed.data : {}) }
  if ('photo' in fields && fields.photo === null) patch.photo = null
  const merged: Record<string, unknown> = { ...user, ...patch }

  if (!traveler) {
    for (const field of ['coc_number', 'vat_number'] as const) {
      if (field in patch && user[field] && patch[field] !== user[field])
        add(field, 'This number cannot be changed once set.')
    }
    const code = merged.company_legal_type_code as string | null | undefined
    if ('company_legal_type_code' in patch && !code) patch.company_legal_type_name = null
    if (code && ('company_legal_type_code' in patch || 'company_country_code_iso2' in patch)) {
      const country = merged.company_country_code_iso2 as string | null | undefined
      const found = country
        ? await payload.find({
            collection: 'legal-types',
            where: { and: [{ country_code_iso2: { equals: country } }, { code: { equals: code } }] },
            limit: 1,
            depth: 0,
            ...asSystem(),
          })
        : null
      const legalType = found?.docs[0]
      if (!country) add('company_country_code_iso2', validationMessages.required('country'))
      else if (!legalType) add('company_legal_type_code', 'Choose a legal type offered for the selected country.')
      else if (isPrivatePersonLegalType(legalType.code) && user.role !== Role.CAMPSITE_LESSOR) {
        add('company_legal_type_code', "The 'private person' legal type is only available to campsite lessors.")
      } else {
        patch.company_legal_type_code = legalType.code
        patch.company_legal_type_name = legalType.name
      }
    }
    if (isPrivatePersonLegalType(merged.company_legal_type_code as string | null)) {
      for (const field of ['coc_number', 'vat_number'] as const) {
        if (patch[field] && patch[field] !== user[field])
          add(field, 'A private person has no commercial register or VAT number.')
      }
    }
  }

  // Complete means every rule of the role's form holds; `false` never un-completes a profile.
  const completes = patch.is_profile_completed === true || Boolean(user.is_profile_completed)
  delete patch.is_profile_completed
  if (completes) {
    const full = (traveler ? personalProfileSchema : companyProfileSchema).safeParse(merged)
    if (!full.success) {
      for (const [field, messages] of Object.entries(zodFields(full.error)))
        if (!errors[field]) errors[field] = messages
    }
    if (!user.is_profile_completed) patch.is_profile_completed = true
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return patch
}

/** PATCH /user/me/ (JSON, or multipart with the avatar in `photo`). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx

  app.patch(
    '/user/me/',
    {
      onRequest: [requireUser],
      config: { errors: ['file_type_not_supported', 'file_too_large', 'invalid_multipart', 'no_active_account'] },
      schema: {
        tags: ['accounts'],
        summary: 'Update the own profile (JSON or multipart with the avatar file `photo`)',
        response: { 200: currentUserSchema },
        description:
          'Travelers: the personal form; lessors: the company form (accounts §5). Send is_profile_completed: true to complete the profile: every rule of the form must then hold; a lessor then gets a payout merchant and bank account. Avatar: PNG/JPEG by content, at most 5 MB (400 file_type_not_supported / file_too_large); send photo: null to remove it.',
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { fields, photo } = await readProfileInput(request)
      const patch = await checkProfile(request, user, fields)

      // Everything is valid: now write. The upload is a file plus a document, outside the
      // transaction; it is removed again if the profile update fails.
      let uploadedId: string | undefined
      if (photo) {
        const media = await payload.create({
          collection: 'media',
          data: { alt: 'Profile photo' },
          file: {
            data: photo.data,
            mimetype: photo.mimetype,
            name: `avatar-${randomUUID()}.${photo.ext}`,
            size: photo.data.length,
          },
          depth: 0,
          ...asUser(user),
        })
        uploadedId = String(media.id)
        patch.photo = uploadedId
      }
      // A complete lessor profile comes with a payout merchant (idempotent: also heals profiles completed
      // before) — when the session is fresh: opening a payout account is a money setting. Otherwise the
      // bank tab opens it later, after the password is entered again.
      const completeLessor =
        !isTravelerRole(user.role) &&
        (patch.is_profile_completed === true || Boolean(user.is_profile_completed)) &&
        (await isFreshSignIn(request))
      let merchantOpened = false
      try {
        await withTransaction(payload, async (req) => {
          const updated = await payload.update({
            collection: 'users',
            id: user.id,
            data: patch,
            depth: 0,
            req,
            ...asUser(user),
          })
          if (completeLessor) merchantOpened = (await ensureMerchant(payload, app.payments, updated, req)).created
        })
      } catch (error) {
        if (uploadedId)
          await payload.delete({ collection: 'media', id: uploadedId, ...asSystem() }).catch(() => undefined)
        throw error
      }
      const previousPhoto = user.photo && typeof user.photo === 'object' ? user.photo.id : user.photo
      if ('photo' in patch && previousPhoto && previousPhoto !== patch.photo) {
        // The old avatar is no longer used; only its uploader may delete it (never seeded media).
        await payload
          .delete({ collection: 'media', id: previousPhoto, ...asUser(user) })
          .catch((error) => request.log.info({ err: error }, 'old profile photo kept'))
      }
      const fresh = await findUserById(payload, user.id, { withSecret: true })
      if (!fresh) throw accountErrors.noActiveAccount()
      if (merchantOpened) app.mailer.sendInBackground(() => sendSecurityMail(app, request, fresh, 'payoutChanged'))
      return toCurrentUser(payload, env.publicUrl, fresh)
    },
  )
}
