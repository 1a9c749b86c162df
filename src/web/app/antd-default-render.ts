/**
 * Stands in for antd-mobile's default renderer (its utils/render.js, which re-exports rc-util's
 * CommonJS React/render with Babel's regenerator runtime) through the vite.config.ts alias of
 * `enjoy:antd-mobile-render`. The app always installs its own renderer first (antd-render.ts),
 * so this is only a fallback; it does the same with React 19's createRoot.
 */
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  await Promise.resolve();
  roots.get(container)?.unmount();
  roots.delete(container);
}
