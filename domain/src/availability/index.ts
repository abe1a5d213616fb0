export * from './calendar'
export * from './periods'
export * from './schemas'
export * from './seasons'
