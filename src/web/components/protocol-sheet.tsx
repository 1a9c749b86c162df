/**
 * SPEC 2: the user agreement or the privacy policy, opened from the login popup in a second
 * popup holding the embedded page (its URL comes from the system config's protocol_list).
 * The page is the server's own, self-contained and script-free; the frame runs it sandboxed.
 */
import type { ProtocolList } from '#shared/contract/setting.ts';
import { DialogSheet } from './dialog-sheet.tsx';
import styles from './protocol-sheet.module.css';

export type ProtocolEntry = ProtocolList['user'];

interface ProtocolSheetProps {
  /** The entry to show; null when closed. */
  entry: ProtocolEntry | null;
  onClose: () => void;
}

export function ProtocolSheet({ entry, onClose }: ProtocolSheetProps) {
  return (
    <DialogSheet
      visible={entry !== null}
      onClose={onClose}
      title={entry?.title ?? ''}
      testId="protocol-sheet"
    >
      {entry && (
        <iframe
          className={styles.frame}
          data-testid="protocol-frame"
          src={entry.url}
          title={entry.title}
          sandbox=""
          referrerPolicy="same-origin"
        />
      )}
    </DialogSheet>
  );
}
