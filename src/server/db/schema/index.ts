// The one allowed barrel: drizzle needs every table in one schema object.
export * from './catalogue'
export * from './blog'
export * from './platform'
export * from './users'
