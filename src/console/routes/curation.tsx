/** /console/curation (editor, owner): home's banners and the order of its rails. */
import { HomeCuration } from '#console/features/home/components/home-curation.tsx';

export function Component() {
  return <HomeCuration />;
}
