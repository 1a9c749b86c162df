/**
 * A dependency on the media store that older callers may still give as a local media folder
 * (`mediaRoot`), as the job handlers' tests do.
 */
import { asStore } from './create-media-store.ts';
import type { MediaStore } from './media-store.ts';

export type StoreDeps = { store: MediaStore } | { mediaRoot: string };

export function storeOf(deps: StoreDeps): MediaStore {
  return 'store' in deps ? deps.store : asStore(deps.mediaRoot);
}
