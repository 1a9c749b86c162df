/**
 * Messages shown from outside a component (the query client's error handler), through the
 * antd `message` instance of the <App> in app/app.tsx, which follows the theme and locale.
 */
import type { MessageInstance } from 'antd/es/message/interface.js';

let instance: MessageInstance | undefined;

export function bindMessages(messages: MessageInstance | undefined): void {
  instance = messages;
}

export function notifyError(text: string): void {
  void instance?.error(text);
}

export function notifySuccess(text: string): void {
  void instance?.success(text);
}

export function notifyInfo(text: string): void {
  void instance?.info(text);
}
