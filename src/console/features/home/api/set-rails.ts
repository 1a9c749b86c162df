/**
 * POST /console-api/home/rails { rails: [{ key, visible }] } (every rail once, in home's order)
 * → the whole curation. Shown at once; a refusal puts the old order back.
 */
import type { RailSetting } from '#shared/contract/console-home.ts';
import { homeWrite, useHomeWrite } from './get-home-curation.ts';

export function setRails(rails: readonly RailSetting[]) {
  return homeWrite('/home/rails', { rails });
}

export function useSetRails() {
  return useHomeWrite(setRails, { optimistic: (before, rails) => ({ ...before, rails: [...rails] }) });
}
