export * from './deadlines'
export * from './machine'
export * from './refunds'
export * from './views'
