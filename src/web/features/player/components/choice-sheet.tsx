/**
 * A bottom sheet of the player that picks one of a few values (playback speed, subtitles):
 * its title, one button per choice with the current one pressed, closed by Back or the mask.
 */
import { PlayerSheet } from './player-sheet.tsx';
import styles from './sheets.module.css';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
  /** The label's language, when it is not the page's (a language named in itself). */
  lang?: string | undefined;
}

interface ChoiceSheetProps<V extends string | number> {
  visible: boolean;
  /** `<name>-sheet` on the sheet, `<name>-<value>` on each choice (for tests). */
  name: string;
  title: string;
  choices: readonly Choice<V>[];
  selected: V;
  /** The list's layout: a row of short values, or one per line. */
  layout: 'row' | 'column';
  onSelect: (value: V) => void;
  onClose: () => void;
}

export function ChoiceSheet<V extends string | number>(props: ChoiceSheetProps<V>) {
  const { visible, name, onClose } = props;
  return (
    <PlayerSheet visible={visible} onClose={onClose}>
      <div
        className={styles.sheet}
        data-testid={`${name}-sheet`}
        // Open, or on its way out (the popup animates closing before it goes).
        data-open={visible}
        role="dialog"
        aria-labelledby={`${name}-sheet-title`}
      >
        <h2 id={`${name}-sheet-title`} className={styles.title}>
          {props.title}
        </h2>
        <ul className={props.layout === 'row' ? styles.speeds : styles.choices}>
          {props.choices.map((choice) => (
            <li key={choice.value}>
              <button
                type="button"
                className={styles.speed}
                lang={choice.lang}
                aria-pressed={choice.value === props.selected}
                data-testid={`${name}-${choice.value}`}
                onClick={() => props.onSelect(choice.value)}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </PlayerSheet>
  );
}
