/** The staff groups every rule names (defined with the roles in domain, shared with the API). */
export { adminStaff, contentStaff, supportStaff } from '@driftway/domain'
