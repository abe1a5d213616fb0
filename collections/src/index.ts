export * from './access'
export { createPayloadConfig } from './config'
export { databaseAdapter, isMongo } from './db'
export {
  BOOKING_DEADLINES_TASK,
  type BookingDeadlinesOutput,
  PARTNER_IMPORT_TASK,
  type PartnerImportOutput,
  RENTAL_DIGEST_TASK,
  setBookingDeadlinesHandler,
  setPartnerImportHandler,
  setRentalDigestHandler,
} from './jobs'
export * from './local-api'
export { mediaDir, privateFilesDir, repoRoot } from './paths'
export { onSearchChange } from './search-changes'
