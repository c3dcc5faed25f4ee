// The one allowed barrel: drizzle needs every table in one schema object.

export * from './assessments'
export * from './mail'
export * from './platform'
export * from './users'
export * from './account-tokens'
export * from './payments'
export * from './reports'
