/** Access rules, one per file; every staff rule names the roles it grants (staff-groups.ts). */
export { anyLessor } from './any-lessor'
export { anyone } from './anyone'
export { either } from './either'
export { inProcess } from './in-process'
export { marketplaceRole } from './marketplace-role'
export { noOne } from './no-one'
export { ownStaffAccount } from './own-staff-account'
export { ownedBy } from './owned-by'
export { partyTo } from './party-to'
export {
  hasStaffRole,
  isStaffUser,
  type MarketplacePrincipal,
  marketplaceUser,
  staffRoleOf,
} from './principals'
export { signedInUser } from './signed-in-user'
export { staffField } from './staff-field'
export { adminStaff, contentStaff, supportStaff } from './staff-groups'
export { staffUploadFor } from './staff-upload'
export { staffWith } from './staff-with'
export { theUserThemself } from './the-user-themself'
