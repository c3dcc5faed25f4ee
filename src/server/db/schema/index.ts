// The one allowed barrel: drizzle needs every table in one schema object.

export * from './account-tokens'
export * from './assessments'
export * from './blog'
export * from './catalogue'
export * from './mail'
export * from './payments'
export * from './pitch-deck'
export * from './platform'
export * from './reports'
export * from './seo'
export * from './support'
export * from './users'
