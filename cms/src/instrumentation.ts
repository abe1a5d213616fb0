/**
 * Runs once when the CMS server starts (Next.js instrumentation): a production start with a
 * missing or publicly known PAYLOAD_SECRET stops here, before anyone can sign in to the admin
 * with a session someone else could forge. Builds (NEXT_PHASE) use the development value.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { productionSecretProblems } = await import('@driftway/domain/security/secrets')
  const problems = productionSecretProblems(['PAYLOAD_SECRET'], process.env)
  if (problems) {
    console.error(`[cms] ${problems}`)
    process.exit(1)
  }
}
