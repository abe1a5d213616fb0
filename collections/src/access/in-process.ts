import type { Access } from 'payload'

/**
 * Anonymous, but only through the in-process Local API (the Driftway API's public sign-up and
 * contact form, which call without a user): the CMS also serves Payload's REST API, which must not
 * become a second, unchecked way in. Combine with `staffWith(...)` for staff who may do it in the
 * admin.
 */
export const inProcess: Access = ({ req }) => req.payloadAPI === 'local' && !req.user
