export { createPayloadConfig } from './payload.config'
export { databaseAdapter, isMongo } from './db'
export { mediaDir, repoRoot } from './paths'
export * from './access'
