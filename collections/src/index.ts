export * from './access'
export { createPayloadConfig } from './config'
export { databaseAdapter, isMongo } from './db'
export { mediaDir, repoRoot } from './paths'
