import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import { Logo } from './Logo'
import { StaffLoginForm } from './StaffLoginForm'

/**
 * The admin's login view (`admin.components.views.login`): Payload's own form has no place for a
 * second factor, so this one asks for e-mail and password and, when the account has two-factor
 * sign-in on (the API answers `otp_required`), the authenticator code — all through Payload's
 * `POST /api/staff/login`, which refuses a session without the code (Staff.twoFactor.ts).
 */
export function StaffLogin({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const apiRoute = req.payload.config.routes.api
  const redirectTo = getSafeRedirect({
    fallbackTo: adminRoute,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <Logo />
      </div>
      <StaffLoginForm
        loginUrl={`${apiRoute}/${req.payload.config.admin.user}/login`}
        forgotUrl={`${adminRoute}${req.payload.config.admin.routes.forgot}`}
        redirectTo={redirectTo}
      />
    </>
  )
}
