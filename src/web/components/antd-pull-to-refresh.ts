/** Split point: antd-mobile's PullToRefresh as a lazily loaded module (see pull-to-refresh.tsx). */
export { PullToRefresh as default } from 'antd-mobile';
