/**
 * "When" of a history row (SPEC 9): the shared helper of lib/format.ts (under 5 minutes
 * "just now", then minutes, hours and days ago up to 30 days, then the date).
 */
export { relativeTime } from '#web/lib/format.ts';
