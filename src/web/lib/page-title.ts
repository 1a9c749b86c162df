/**
 * A page's own name for the document title, where the route table's title says too little (the
 * play page names its series once the detail is in: "<series> - <app>"). The shell
 * (app/layouts/app-layout.tsx) writes document.title from it, else from config/paths.ts's
 * titleKey; a page that gives none (a drama that does not exist) keeps the generic title.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

interface PageTitleState {
  /** The name the page on screen gives itself, or null. */
  title: string | null;
}

export const usePageTitle = create<PageTitleState>(() => ({ title: null }));

/** Names the page while it is mounted with a non-empty `title`; the name goes with it. */
export function useDocumentTitle(title: string | null | undefined): void {
  const name = title?.trim() || null;
  useEffect(() => {
    if (name === null) return;
    usePageTitle.setState({ title: name });
    return () => {
      if (usePageTitle.getState().title === name) usePageTitle.setState({ title: null });
    };
  }, [name]);
}

/** What document.title says: the page's own name, else the route's title, each before the app's. */
export function documentTitle(pageTitle: string | null, routeTitle: string | null, appName: string): string {
  const name = pageTitle ?? routeTitle;
  return name ? `${name} - ${appName}` : appName;
}
