import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import type { PartnerBookingFlow, PartnerChoices } from '~/lib/partner-booking'
import type { DateRange } from './dates'
import type { ListingDetail } from './types'

/**
 * The booking click of a partner listing whose partner asks more than dates before the booking
 * page (listings §8): the Indie wizard, THL's insurance/extras wizard, Vanever's package chooser.
 * Each is a dialog on the detail page that ends by going to the booking page with its choices
 * (`writePartnerChoices`). Loaded only when opened, so our own listings' pages never carry them.
 */
export type PartnerFlowProps = {
  open: boolean
  onClose: () => void
  listing: ListingDetail
  range: { start: string; end: string } & DateRange
  stamps: { pickup_timestamp: number; return_timestamp: number }
  /** The choices the URL carries (the card's stations, a reload's earlier choices). */
  choices: PartnerChoices
  /** The detail page with its query: where a sign-in returns to. */
  returnTo: string
}

type WizardFlow = Exclude<PartnerBookingFlow, 'booking'>

/**
 * The slot each wizard fills (one line each; a flow without an entry books through the booking
 * page like a plain partner): indie → the Indie wizard, insurance_extras → THL's wizard,
 * packages → Vanever's package chooser. An entry is
 * `indie: lazy(() => import('~/components/partner-wizards/indie/…').then((m) => ({ default: m.IndieFlow })))`.
 */
const partnerFlows: Partial<Record<WizardFlow, LazyExoticComponent<ComponentType<PartnerFlowProps>>>> = {
  indie: lazy(() => import('~/components/partner-wizards/indie/indie-flow').then((m) => ({ default: m.IndieFlow }))),
  insurance_extras: lazy(() =>
    import('~/components/partner-wizards/thl/thl-wizard').then((m) => ({ default: m.ThlWizard })),
  ),
  packages: lazy(() =>
    import('~/components/partner-wizards/vanever/package-chooser').then((m) => ({ default: m.PackageChooser })),
  ),
}

export const hasPartnerFlow = (flow: PartnerBookingFlow): flow is WizardFlow =>
  flow !== 'booking' && partnerFlows[flow] !== undefined

export function PartnerFlowDialog({ flow, ...props }: PartnerFlowProps & { flow: WizardFlow }) {
  const Flow = partnerFlows[flow]
  if (!Flow || !props.open) return null
  return (
    <Suspense fallback={null}>
      <Flow {...props} />
    </Suspense>
  )
}
