/**
 * A small snackbar above the tab bar: what just happened and an Undo button, gone after a few
 * seconds (antd-mobile's Toast cannot hold a button). A new `id` restarts the wait.
 */
import { useEffect, useRef } from 'react';
import styles from './undo-bar.module.css';

/** How long the bar (and the chance to undo) stays. */
export const UNDO_MS = 5000;

interface UndoBarProps {
  /** Changes with each new event, so the bar waits its full time again. */
  id: number;
  message: string;
  undoText: string;
  onUndo: () => void;
  onClose: () => void;
}

export function UndoBar({ id, message, undoText, onUndo, onClose }: UndoBarProps) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  // The wait restarts for a new event only, not when the parent re-renders.
  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [id]);
  return (
    <div className={styles.bar} role="status" data-testid="undo-bar">
      <span className={styles.message}>{message}</span>
      <button type="button" className={styles.undo} onClick={onUndo} data-testid="undo-button">
        {undoText}
      </button>
    </div>
  );
}
