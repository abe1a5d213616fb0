import type { Access, AccessArgs, AccessResult, Where } from 'payload'

/**
 * Grants what any of `rules` grants: true when one says true, otherwise the documents any of
 * their where-constraints match, otherwise nothing.
 *
 *   read: either(staffWith(supportStaff), ownedBy('user'))
 */
export const either =
  (...rules: Access[]): Access =>
  async (args: AccessArgs) => {
    const constraints: Where[] = []
    for (const rule of rules) {
      const result: AccessResult = await rule(args)
      if (result === true) return true
      if (result && typeof result === 'object') constraints.push(result)
    }
    if (constraints.length === 0) return false
    return constraints.length === 1 ? constraints[0]! : { or: constraints }
  }
