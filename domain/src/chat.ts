export * from './chat/marker'
export * from './chat/requests'
export * from './chat/text'
export * from './chat/types'
