import { billingTabPath } from '@driftway/domain/billing'
import { redirect } from 'react-router'
import { requireUser } from '~/lib/auth.server'
import type { Route } from './+types/invoice'

/**
 * GET /billing/invoice/:id: one subscription invoice as PDF (GET /user/transactions-history/{id}/invoice/),
 * streamed through with the owner's token, which the browser does not hold. A failure leads back
 * to the billing tab instead of a broken download.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { auth } = await requireUser(context, url)
  const response = await auth.download(`/user/transactions-history/${encodeURIComponent(params.id)}/invoice/`)
  if (!response?.ok || !response.body) throw redirect(`${billingTabPath}&invoice=failed`)
  return new Response(response.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition':
        response.headers.get('content-disposition') ?? 'attachment; filename="driftway-invoice.pdf"',
      'Cache-Control': 'private, no-store',
    },
  })
}
