import { type CatalogueEntry, entry } from './catalogue-entry'

/** Subscription plans (RV lessors) and their billing. */
export const planErrors = {
  plans_rv_lessors_only: entry(
    403,
    'Only campervan lessors subscribe; campsite and boat lessors pay a commission.',
    'Only campervan lessors subscribe to plans. Campsite and boat lessors pay a 12 % commission per booking instead.',
    'Nur Campervan-Vermieter abonnieren Tarife. Campingplatz- und Bootsvermieter zahlen stattdessen 12 % Provision pro Buchung.',
  ),
  plan_not_found: entry(404, 'No plan with this id.', 'This plan does not exist.', 'Diesen Tarif gibt es nicht.'),
  plan_not_available: entry(
    409,
    'The plan cannot be bought online (no price at the provider).',
    'This plan cannot be bought online right now. Please contact us.',
    'Dieser Tarif kann gerade nicht online gebucht werden. Bitte kontaktiere uns.',
  ),
  plan_below_usage: entry(
    409,
    'The new plan allows fewer published listings than the lessor has.',
    'This plan allows fewer published listings than you have. Unpublish some first.',
    'Dieser Tarif erlaubt weniger veröffentlichte Inserate, als du hast. Nimm zuerst einige offline.',
  ),
  subscription_exists: entry(
    409,
    'Subscribing while a plan is active (change it instead).',
    'You already have an active plan. Change it from the billing tab.',
    'Du hast bereits einen aktiven Tarif. Ändere ihn im Bereich Abrechnung.',
  ),
  no_active_subscription: entry(
    404,
    'The lessor has no active plan.',
    'You have no active plan.',
    'Du hast keinen aktiven Tarif.',
  ),
  no_billing_account: entry(
    409,
    'Billing actions before the first subscription.',
    'Subscribe to a plan first; its checkout saves your payment method.',
    'Abonniere zuerst einen Tarif; dabei wird deine Zahlungsmethode gespeichert.',
  ),
  payment_method_required: entry(
    409,
    'A plan change that needs a payment method on file.',
    'There is no payment method on file. Subscribe through the checkout to add one.',
    'Es ist keine Zahlungsmethode hinterlegt. Schließe ein Abo über den Checkout ab, um eine hinzuzufügen.',
  ),
  paid_plan_live: entry(
    409,
    'Choosing the free plan while a paid plan runs.',
    'Cancel your paid plan first; once it has ended you can choose the free plan.',
    'Kündige zuerst deinen bezahlten Tarif; nach seinem Ende kannst du den kostenlosen wählen.',
  ),
  free_plan_not_cancellable: entry(
    409,
    'Cancelling the free plan.',
    'The free plan has nothing to cancel.',
    'Beim kostenlosen Tarif gibt es nichts zu kündigen.',
  ),
  session_not_found: entry(
    404,
    'No checkout session with this id.',
    'This checkout session was not found.',
    'Diese Checkout-Sitzung wurde nicht gefunden.',
  ),
  payment_provider_error: entry(
    502,
    'The payment provider did not answer; nothing was changed.',
    'The payment provider did not answer. Nothing was changed; please try again in a minute.',
    'Der Zahlungsanbieter hat nicht geantwortet. Es wurde nichts geändert; bitte versuche es in einer Minute erneut.',
  ),
} as const satisfies Record<string, CatalogueEntry>
