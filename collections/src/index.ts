export { createPayloadConfig } from './config'
export { databaseAdapter, isMongo } from './db'
export { mediaDir, repoRoot } from './paths'
export * from './access'
