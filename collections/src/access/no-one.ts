/**
 * Nobody through access-checked calls: hooks and `overrideAccess` (the API, inside its
 * transactions) still write. Usable as collection and as field access.
 */
export const noOne = (): boolean => false
