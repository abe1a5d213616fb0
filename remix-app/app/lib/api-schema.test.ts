import { describe, expectTypeOf, it } from 'vitest'
import type { CurrentUser } from './accounts'
import type { ApiAnswer, ApiBody } from './api-schema'
import type { TokenPair } from './auth.server'
import type { LegalType, Merchant } from './profile.server'
import type { UploadedMedia } from './uploads.server'

// Checked by `npm run typecheck` (tsc over the site): the site's API types are read from the
// generated OpenAPI types, so they must resolve to the real shapes, never to `never`.
describe('API types generated from the OpenAPI document', () => {
  it('resolve answers and bodies of real routes', () => {
    expectTypeOf<CurrentUser['two_factor_enabled']>().toEqualTypeOf<boolean>()
    expectTypeOf<CurrentUser['photo']>().toEqualTypeOf<string | null>()
    expectTypeOf<TokenPair>().toEqualTypeOf<{ access: string; refresh: string }>()
    expectTypeOf<ApiBody<'/auth/token/', 'post'>>().toHaveProperty('email')
    expectTypeOf<Merchant['provider']>().toEqualTypeOf<'sandbox' | 'stripe'>()
    expectTypeOf<LegalType['is_private_person']>().toEqualTypeOf<boolean>()
    expectTypeOf<UploadedMedia['url']>().toEqualTypeOf<string>()
    expectTypeOf<ApiAnswer<'/user/me/two-factor/setup/', 'post'>>().toEqualTypeOf<{
      otpauth_url: string
      secret: string
    }>()
  })
})
