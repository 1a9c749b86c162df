/** Every problem the server found in a refused subtitle file, as a list (and how many more). */
import { Modal, Typography } from 'antd';
import type { ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import type { SubtitleProblems } from '../api/upload-subtitle.ts';
import { languageName } from '#console/lib/language-marks.ts';

/** A refused file: its problems, and which episode, language and file they are about. */
export interface Refusal extends SubtitleProblems {
  episode: number;
  locale: ConsoleLocale;
  file: string;
}

export function SubtitleProblemsDialog({
  refusal,
  onClose,
}: {
  refusal: Refusal | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const more = refusal ? (refusal.total ?? refusal.problems.length) - refusal.problems.length : 0;
  return (
    <Modal
      open={refusal !== undefined}
      title={t('series.subtitle_problems_title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {refusal ? (
        <>
          <Typography.Paragraph>
            {t('series.subtitle_problems_text', {
              file: refusal.file,
              number: refusal.episode,
              language: languageName(refusal.locale),
            })}
          </Typography.Paragraph>
          <ul
            data-testid="subtitle-problems"
            style={{ paddingInlineStart: 20, maxHeight: 320, overflowY: 'auto' }}
          >
            {refusal.problems.map((problem, index) => (
              <li key={`${problem.code}-${index}`}>
                <Typography.Text>{problem.text}</Typography.Text>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <Typography.Text type="secondary">
              {t('series.subtitle_problems_more', { count: more })}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
