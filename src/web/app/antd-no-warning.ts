/** Stands in for rc-util's warning in antd-mobile's unstable-render.js (vite.config.ts): silent. */
export default function warningOnce(): void {}
