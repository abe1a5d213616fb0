import type { Access } from 'payload'

/** Public: anonymous visitors included. */
export const anyone: Access = () => true
