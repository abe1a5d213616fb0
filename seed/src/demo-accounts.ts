// Demo logins printed by `npm start` and used by the end-to-end tests.
// Plain data with erasable types only: scripts/start.mjs imports this file directly on Node 24.

export type DemoAccount = {
  label: string
  collection: 'staff' | 'users'
  email: string
  password: string
  /** Marketplace role (1 traveler, 2 RV lessor, 3 campsite lessor, 4 boat lessor); staff have none. */
  role?: 1 | 2 | 3 | 4
  staffRole?: 'admin' | 'editor' | 'support'
}

export const demoAccounts: DemoAccount[] = [
  {
    label: 'Admin (CMS)',
    collection: 'staff',
    email: 'admin@driftway.test',
    password: 'Driftway-admin-1',
    staffRole: 'admin',
  },
  {
    label: 'Editor (CMS)',
    collection: 'staff',
    email: 'editor@driftway.test',
    password: 'Driftway-editor-1',
    staffRole: 'editor',
  },
  {
    label: 'Support (CMS)',
    collection: 'staff',
    email: 'support@driftway.test',
    password: 'Driftway-support-1',
    staffRole: 'support',
  },
  { label: 'Traveler', collection: 'users', email: 'traveler@driftway.test', password: 'Driftway1', role: 1 },
  { label: 'RV lessor', collection: 'users', email: 'rv-lessor@driftway.test', password: 'Driftway1', role: 2 },
  {
    label: 'Campsite lessor',
    collection: 'users',
    email: 'campsite-lessor@driftway.test',
    password: 'Driftway1',
    role: 3,
  },
  { label: 'Boat lessor', collection: 'users', email: 'boat-lessor@driftway.test', password: 'Driftway1', role: 4 },
]

export const demoAccount = (label: DemoAccount['label']): DemoAccount => {
  const account = demoAccounts.find((candidate) => candidate.label === label)
  if (!account) throw new Error(`no demo account ${label}`)
  return account
}
