/**
 * The admin component that shows a server-written JSON or code field as read-only text (Payload's
 * code editor loads from a CDN, which the admin's content-security policy refuses).
 */
export const readOnlyJsonComponent = { Field: '@driftway/cms/components/ReadOnlyJson#ReadOnlyJson' } as const
