/**
 * Who may do what, for every collection × operation × role: the one table both the access
 * matrix test (access-matrix.test.ts, through the CMS's REST API and the API's Local API calls)
 * and docs/access-matrix.md are made from, so the two cannot drift. `npm run docs:access` writes
 * the markdown; the test fails when the file differs from what this table renders.
 */

export const roles = ['anonymous', 'traveler', 'lessor', 'editor', 'support', 'admin'] as const
export type Role = (typeof roles)[number]
export const operations = ['create', 'read', 'update', 'delete'] as const
type Operation = (typeof operations)[number]

/**
 * - `all`/`yes`: every document (create: allowed);
 * - `public`: what is public only (published listings, reviews support did not hide);
 * - `own`: documents the caller owns or is a party to (create: only for themselves or their own
 *   listing; for editors on media: files staff uploaded; for staff records: their own, never the role);
 * - `own+public`: both; `kind`: rental requests of the listing kind the lessor leases out;
 * - `none`: refused (403; a read by id of someone else's document is a 404).
 * - `—`: the operation does not exist (globals are only read and updated).
 */
export type Cell = 'yes' | 'all' | 'public' | 'own' | 'own+public' | 'kind' | 'none' | '—'

export type MatrixRow = {
  collection: string
  /** `global` for Payload globals. */
  type: 'collection' | 'global'
  group: 'Content' | 'Catalog' | 'People and money' | 'Bookings and conversations' | 'Operations'
  cells: Record<Operation, Record<Role, Cell>>
  /** Fields hidden from some roles that can read the document. */
  hiddenFields?: Partial<Record<Role, string[]>>
  note?: string
}

/** One operation's cells in role order: anonymous traveler lessor editor support admin. */
function parse(line: string): Record<Role, Cell> {
  const cells = line.trim().split(/\s+/) as Cell[]
  if (cells.length !== roles.length) throw new Error(`access matrix: "${line}" needs ${roles.length} cells`)
  return Object.fromEntries(roles.map((role, index) => [role, cells[index]])) as Record<Role, Cell>
}

function row(
  collection: string,
  group: MatrixRow['group'],
  ops: Record<Operation, string>,
  extra: Partial<Pick<MatrixRow, 'hiddenFields' | 'note' | 'type'>> = {},
): MatrixRow {
  return {
    collection,
    type: extra.type ?? 'collection',
    group,
    cells: {
      create: parse(ops.create),
      read: parse(ops.read),
      update: parse(ops.update),
      delete: parse(ops.delete),
    },
    ...(extra.hiddenFields ? { hiddenFields: extra.hiddenFields } : {}),
    ...(extra.note ? { note: extra.note } : {}),
  }
}

//                     anonymous traveler lessor editor support admin
const content = {
  create: '                none     none     none   yes    none    yes',
  read: '                  all      all      all    all    all     all',
  update: '                none     none     none   all    none    all',
  delete: '                none     none     none   all    none    all',
}
const listingChild = {
  create: '                none     none     own    none   none    yes',
  read: '                  all      all      all    all    all     all',
  update: '                none     none     own    none   none    all',
  delete: '                none     none     own    none   none    all',
}
const ownMoneyRecord = {
  create: '                none     none     none   none   none    yes',
  read: '                  none     own      own    none   all     all',
  update: '                none     none     none   none   none    all',
  delete: '                none     none     none   none   none    all',
}
const adminOnly = {
  create: '                none     none     none   none   none    yes',
  read: '                  none     none     none   none   none    all',
  update: '                none     none     none   none   none    all',
  delete: '                none     none     none   none   none    all',
}

export const accessMatrix: MatrixRow[] = [
  // Site content: editors and administrators.
  row(
    'landing-pages',
    'Content',
    {
      ...content,
      read: '              public   public   public all    public  all',
    },
    { note: 'Drafts and versions: the public (and support) read published pages only (decision 0065).' },
  ),
  row('amenities', 'Content', content),
  row('activities', 'Content', content),
  row('location-situations', 'Content', content),
  row('brands', 'Content', content),
  row('legal-types', 'Content', content),
  row(
    'media',
    'Content',
    {
      create: '          none     own      own    yes    none    yes',
      read: '            all      all      all    all    all     all',
      update: '          none     own      own    own    none    all',
      delete: '          none     own      own    own    none    all',
    },
    { note: 'Public images only. Editors change files staff uploaded, never a member’s photos.' },
  ),

  // The catalogue lessors write.
  row(
    'listings',
    'Catalog',
    {
      create: '          none     none     own    none   none    yes',
      read: '            public   public   own+public public all  all',
      update: '          none     none     own    none   none    all',
      delete: '          none     none     own    none   none    all',
    },
    {
      note: 'Support unpublishes through its audited action (POST /staff/listings/{id}/unpublish/). Vehicle papers (`documents`) and the moderation note are readable by the lessor and support/admin only.',
      hiddenFields: {
        anonymous: ['documents', 'unpublished_reason'],
        traveler: ['documents', 'unpublished_reason'],
        editor: ['documents', 'unpublished_reason'],
      },
    },
  ),
  row('season-rates', 'Catalog', listingChild),
  row('season-availabilities', 'Catalog', listingChild),
  row('extra-amenities', 'Catalog', listingChild),
  row('cancellation-terms', 'Catalog', listingChild),
  row('manual-reservations', 'Catalog', {
    ...listingChild,
    read: '              none     own      own    none   all     all',
  }),
  row(
    'booked-nights',
    'Catalog',
    {
      create: '          none     none     none   none   none    none',
      read: '            none     none     none   none   all     all',
      update: '          none     none     none   none   none    none',
      delete: '          none     none     none   none   none    none',
    },
    { note: 'Written only by the API inside the transaction that books or reserves the nights.' },
  ),
  row(
    'private-files',
    'People and money',
    {
      create: '          none     own      own    none   none    yes',
      read: '            none     own      own    none   all     all',
      update: '          none     none     none   none   none    all',
      delete: '          none     own      own    none   none    all',
    },
    {
      note: 'Vehicle, identity and company papers; stored apart from media. Members open theirs through the API’s 30-minute signed links.',
    },
  ),

  // People and money.
  row(
    'users',
    'People and money',
    {
      create: '          none     none     none   none   none    yes',
      read: '            none     own      own    none   all     all',
      update: '          none     own      own    none   none    all',
      delete: '          none     own      own    none   none    all',
    },
    {
      note: 'Sign-up is the API’s anonymous in-process call. E-mail, role and account flags: administrators only; nobody reads the password hash.',
    },
  ),
  row('auth-sessions', 'People and money', {
    ...adminOnly,
    create: '            none     none     none   none   none    none',
  }),
  row('merchants', 'People and money', ownMoneyRecord),
  row('bank-accounts', 'People and money', ownMoneyRecord, {
    hiddenFields: { support: ['holder_name', 'iban_last4'] },
    note: 'Support sees that a payout account exists and its status, never the holder or IBAN digits.',
  }),
  row('subscriptions', 'People and money', ownMoneyRecord),
  row('transactions', 'People and money', ownMoneyRecord, {
    note: 'Subscription charges of lessors and the charges and refunds of bookings (the traveller owns those).',
  }),
  row(
    'payment-events',
    'People and money',
    {
      create: '          none     none     none   none   none    none',
      read: '            none     none     none   none   all     all',
      update: '          none     none     none   none   none    none',
      delete: '          none     none     none   none   none    none',
    },
    { note: 'Provider webhooks, written only by the API in the transaction that applies each once.' },
  ),
  row('plans', 'People and money', {
    ...adminOnly,
    read: '              all      all      all    all    all     all',
  }),
  row(
    'currency-rates',
    'People and money',
    {
      create: '          —        —        —      —      —       —',
      read: '            all      all      all    all    all     all',
      update: '          none     none     none   none   none    all',
      delete: '          —        —        —      —      —       —',
    },
    { type: 'global' },
  ),
  row(
    'imprint',
    'People and money',
    {
      create: '          —        —        —      —      —       —',
      read: '            all      all      all    all    all     all',
      update: '          none     none     none   none   none    all',
      delete: '          —        —        —      —      —       —',
    },
    { type: 'global', note: 'The operator details of /imprint: legal settings, administrators only.' },
  ),
  row(
    'wishlists',
    'People and money',
    {
      create: '          none     own      none   none   none    yes',
      read: '            none     own      own    none   none    all',
      update: '          none     own      own    none   none    all',
      delete: '          none     own      own    none   none    all',
    },
    { note: 'Only travelers keep wishlists.' },
  ),

  // Bookings and conversations.
  row(
    'bookings',
    'Bookings and conversations',
    {
      create: '          none     none     none   none   none    yes',
      read: '            none     own      own    none   all     all',
      update: '          none     none     none   none   none    all',
      delete: '          none     none     none   none   none    all',
    },
    {
      note: 'Written by the API. Support resends confirmations through POST /staff/bookings/{id}/resend-confirmation/.',
    },
  ),
  row('chats', 'Bookings and conversations', {
    create: '            none     own      own    none   none    yes',
    read: '              none     own      own    none   all     all',
    update: '            none     own      own    none   none    all',
    delete: '            none     none     none   none   none    all',
  }),
  row('messages', 'Bookings and conversations', {
    create: '            none     own      own    none   none    yes',
    read: '              none     own      own    none   all     all',
    update: '            none     none     none   none   none    all',
    delete: '            none     none     none   none   none    all',
  }),
  row(
    'reviews',
    'Bookings and conversations',
    {
      create: '          none     own      none   none   none    yes',
      read: '            public   own+public public public all   all',
      update: '          none     none     none   none   none    all',
      delete: '          none     none     none   none   none    all',
    },
    { note: 'Support hides a review with a reason through POST /staff/reviews/{id}/hide/ (audited).' },
  ),
  row('review-replies', 'Bookings and conversations', {
    create: '            none     none     own    none   none    yes',
    read: '              all      all      all    all    all     all',
    update: '            none     none     none   none   none    all',
    delete: '            none     none     none   none   none    all',
  }),
  row('rental-requests', 'Bookings and conversations', {
    create: '            none     own      none   none   none    yes',
    read: '              none     own      kind   none   all     all',
    update: '            none     own      none   none   none    all',
    delete: '            none     own      none   none   none    all',
  }),
  row('offers', 'Bookings and conversations', {
    create: '            none     none     own    none   none    yes',
    read: '              none     own      own    none   all     all',
    update: '            none     none     own    none   none    all',
    delete: '            none     none     own    none   none    all',
  }),
  row('last-minute-deals', 'Bookings and conversations', {
    create: '            none     none     own    none   none    yes',
    read: '              all      all      all    all    all     all',
    update: '            none     none     own    none   none    all',
    delete: '            none     none     own    none   none    all',
  }),

  // Operations.
  row(
    'contact-messages',
    'Operations',
    {
      ...adminOnly,
      read: '            none     none     none   none   all     all',
    },
    { note: 'The public form is the API’s anonymous in-process call (POST /user/contact-us/).' },
  ),
  row(
    'mail-outbox',
    'Operations',
    {
      create: '          none     none     none   none   none    none',
      read: '            none     none     none   none   all     all',
      update: '          none     none     none   none   none    none',
      delete: '          none     none     none   none   none    all',
    },
    { note: 'The development outbox (mail without SMTP).' },
  ),
  row(
    'audit-log',
    'Operations',
    {
      create: '          none     none     none   none   none    none',
      read: '            none     own      own    none   all     all',
      update: '          none     none     none   none   none    none',
      delete: '          none     none     none   none   none    none',
    },
    {
      note: 'Append-only: written in-process by collection hooks (money settings, prices and seasons, roles, booking statuses) and support actions; nobody edits or deletes an entry. Members read the entries about their own account.',
    },
  ),
  row(
    'staff',
    'Operations',
    {
      create: '          none     none     none   none   none    yes',
      read: '            none     none     none   own    own     all',
      update: '          none     none     none   own    own     all',
      delete: '          none     none     none   none   none    all',
    },
    {
      note: 'Own: name, e-mail and password — a role change by anyone but an administrator, or by an administrator on themselves, is a 403. The last administrator can be neither demoted (400) nor deleted (409).',
    },
  ),
]

const roleTitles: Record<Role, string> = {
  anonymous: 'Anonymous',
  traveler: 'Traveler',
  lessor: 'Lessor',
  editor: 'Editor',
  support: 'Support',
  admin: 'Admin',
}

/** docs/access-matrix.md, rendered from the table above. */
export function renderAccessMatrix(): string {
  const lines: string[] = [
    '# Access matrix',
    '',
    '<!-- Generated from tests/integration/access/matrix.ts by `npm run docs:access`; tests/integration/access-matrix.test.ts fails when this file differs. Do not edit by hand. -->',
    '',
    'Who may do what with every collection, per role. Staff (editor, support, admin) are checked through the',
    "CMS's REST API (`/api/...`, the API the admin panel uses). Travelers and lessors are not Payload users:",
    'the CMS treats their API tokens as anonymous (tested), and the Driftway API calls Payload on their behalf',
    'with these rules (`overrideAccess: false`) — their columns are checked through that Local API.',
    '',
    'Cells: **all** / **yes** every document (create: allowed) · **public** public documents only · **own** the',
    "caller's own documents, or ones they are a party to (create: only for themselves) · **own+public** both ·",
    "**kind** rental requests of the listing kind the lessor leases out · **none** refused (403; reading someone else's",
    'document by id is a 404) · **—** no such operation.',
    '',
    'Support acts through audited API routes (`/staff/...`: resend mails, unpublish a listing, hide a review), never',
    'by editing documents. The admin navigation shows each role only the collections it works with',
    "(`collections/src/collections/audience.ts`). Payload's own bookkeeping (`payload-preferences`,",
    '`payload-locked-documents`, `payload-kv`, `payload-migrations`) is per staff member or not served at all.',
  ]
  const groups = [...new Set(accessMatrix.map((entry) => entry.group))]
  for (const group of groups) {
    lines.push('', `## ${group}`, '')
    lines.push(`| Collection | Operation | ${roles.map((role) => roleTitles[role]).join(' | ')} |`)
    lines.push(`|---|---|${roles.map(() => '---').join('|')}|`)
    const notes: string[] = []
    for (const entry of accessMatrix.filter((candidate) => candidate.group === group)) {
      const name = entry.type === 'global' ? `\`${entry.collection}\` (global)` : `\`${entry.collection}\``
      for (const operation of operations) {
        const cells = roles.map((role) => {
          const cell = entry.cells[operation][role]
          const hidden = operation === 'read' ? entry.hiddenFields?.[role] : undefined
          return hidden ? `${cell} (without ${hidden.map((field) => `\`${field}\``).join(', ')})` : cell
        })
        lines.push(`| ${operation === 'create' ? name : ''} | ${operation} | ${cells.join(' | ')} |`)
      }
      if (entry.note) notes.push(`- \`${entry.collection}\`: ${entry.note}`)
    }
    if (notes.length > 0) lines.push('', ...notes)
  }
  return `${lines.join('\n')}\n`
}
