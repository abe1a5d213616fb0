/**
 * The event entry.client fires on `document` right before React attaches its listeners: until then
 * a public page's early-tap recorder (deferred-scripts.server.ts) keeps the visitor's last tap on a
 * script-only button, to click it again once the page is hydrated.
 */
export const hydrationStartEvent = 'driftway:hydration-start'

export function announceHydrationStart() {
  document.dispatchEvent(new Event(hydrationStartEvent))
}
