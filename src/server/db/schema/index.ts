// The one allowed barrel: drizzle needs every table in one schema object.

export * from './account-tokens'
export * from './assessments'
export * from './blog'
export * from './catalogue'
export * from './mail'
export * from './payments'
export * from './platform'
export * from './rate-alerts'
export * from './reports'
export * from './users'
