/*
 * The one module that gathers every table, so drizzle's client and drizzle-kit see the same schema.
 * Application code may import tables from here or from the area files under ./tables/.
 */
export * from './tables/identity';
export * from './tables/media';
export * from './tables/locations';
export * from './tables/catalogue';
export * from './tables/members';
export * from './tables/mail';
export * from './tables/posts';
export * from './tables/content';
export * from './tables/notifications';
export * from './tables/packages';
export * from './tables/services';
export * from './tables/learning';
export * from './tables/dashboard-rollups';
export * from './tables/user-search';
export * from './tables/views';
export * from './tables/background-work';
