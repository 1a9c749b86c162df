// The one place drizzle-kit and the database client read the whole schema from.
export * from './settings.ts';
export * from './users.ts';
export * from './rate-limits.ts';
export * from './catalogue.ts';
export * from './auth.ts';
export * from './wallet.ts';
export * from './community.ts';
export * from './operators.ts';
export * from './subtitles.ts';
export * from './media.ts';
export * from './order-events.ts';
export * from './events.ts';
export * from './coins-back.ts';
export * from './spending.ts';
export * from './follows.ts';
