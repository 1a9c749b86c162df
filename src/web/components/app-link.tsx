/**
 * A link to a page of the app: a real <a href> (long-press, open in a new tab, screen readers
 * announce a link) whose plain tap goes through the navigation helper (its permission check
 * and "same page" rule) instead of reloading the page.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { hrefOf, type NavigationQuery } from '#web/lib/navigation.ts';

export interface AppLinkProps {
  path: string;
  query?: NavigationQuery;
  className?: string;
  testId?: string;
  ariaLabel?: string;
  children: ReactNode;
  /** The finger (or button) went down on the link: maybe a tap, maybe the start of a scroll. */
  onPress?: () => void;
  /** A plain tap, just before the navigation. */
  onOpen?: () => void;
  /** Data attributes for the <a> (data-drama-id...). */
  [dataAttribute: `data-${string}`]: string | number | undefined;
}

export function AppLink({
  path,
  query,
  className,
  testId,
  ariaLabel,
  children,
  onPress,
  onOpen,
  ...data
}: AppLinkProps) {
  const { navigateTo } = useAppNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    // A modified click (new tab, new window) is the browser's to handle.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    onOpen?.();
    void navigateTo(path, query);
  };
  return (
    <a
      {...data}
      href={hrefOf(path, query)}
      className={className}
      onClick={onClick}
      onPointerDown={onPress}
      data-testid={testId}
      aria-label={ariaLabel}
    >
      {children}
    </a>
  );
}
