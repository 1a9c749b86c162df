/** The navigation helper for components (lib/navigation.ts); never use the router directly. */
import { navigation, type Navigation } from '#web/lib/navigation.ts';

export function useAppNavigation(): Navigation {
  return navigation;
}
