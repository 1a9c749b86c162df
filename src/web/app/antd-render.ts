/**
 * antd-mobile on React 19 (STACK.md trap): its imperative APIs (Toast, Dialog, Modal) render
 * with ReactDOM.render, which React 19 removed. Its documented compatibility hook lets them
 * use createRoot instead; the unmount is deferred so React never unmounts during a render.
 * Must run once before the first render.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function installAntdRenderer(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    const mounted = root;
    mounted.render(node);
    return async () => {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      mounted.unmount();
      roots.delete(container);
    };
  });
}
