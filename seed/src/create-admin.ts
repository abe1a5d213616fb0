/**
 * `npm run create-admin -- --email ops@example.com [--name "Ada Ops"]`: creates a CMS administrator
 * with a password the operator chooses — the way to the first administrator of a production
 * database (which the demo seed never touches). The password comes from ADMIN_PASSWORD or, when
 * that is unset, from the first line of standard input, so it never lands in the shell history:
 *
 *   read -rs ADMIN_PASSWORD && export ADMIN_PASSWORD && npm run create-admin -- --email ops@example.com
 *
 * Payload's own first-user screen (/admin/create-first-user, shown while no staff exists) works too.
 */
import { asSystem, createPayloadConfig } from '@driftway/collections'
import { emailSchema, passwordSchema } from '@driftway/domain'
import { getPayload } from 'payload'

function option(name: string): string | undefined {
  const argv = process.argv.slice(2)
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index === -1) return undefined
  return argv[index]!.includes('=') ? argv[index]!.split('=').slice(1).join('=') : argv[index + 1]
}

async function firstLineOfStdin(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += chunk
    if (text.includes('\n')) break
  }
  return text.split('\n')[0]!.replace(/\r$/, '')
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const email = emailSchema.safeParse(option('email') ?? '')
if (!email.success) fail('Usage: npm run create-admin -- --email you@example.com [--name "Your Name"]')
const password = process.env.ADMIN_PASSWORD || (await firstLineOfStdin())
const strong = passwordSchema.safeParse(password)
if (!strong.success)
  fail(`The password is not good enough: ${strong.error.issues.map((issue) => issue.message).join(' ')}`)

const payload = await getPayload({ config: await createPayloadConfig() })
try {
  const existing = await payload.count({
    collection: 'staff',
    where: { email: { equals: email.data } },
    ...asSystem(),
  })
  if (existing.totalDocs > 0) fail(`A staff account ${email.data} exists already; change its password in the admin.`)
  await payload.create({
    collection: 'staff',
    data: { email: email.data, password: strong.data, name: option('name') ?? '', staff_role: 'admin' },
    ...asSystem(),
  })
  console.log(`Administrator ${email.data} created. Sign in at ${process.env.CMS_URL ?? 'the CMS'}/admin.`)
} finally {
  await payload.destroy?.()
}
process.exit(0)
