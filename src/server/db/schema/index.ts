// The one allowed barrel: drizzle needs every table in one schema object.

export * from './blog'
export * from './catalogue'
export * from './platform'
export * from './users'
