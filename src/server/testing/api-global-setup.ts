/**
 * Vitest globalSetup of the api project: builds the migrated template once per run and hands
 * its location to the test processes through the environment (they are started after this).
 */
import { createDatabaseTemplate } from './database-template.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const template = await createDatabaseTemplate();
  Object.assign(process.env, template.env);
  return async () => {
    await template.remove();
  };
}
