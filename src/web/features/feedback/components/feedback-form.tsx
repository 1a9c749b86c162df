/**
 * The feedback form (SPEC 1 and 5): a type from the feedback_type dictionary, the content
 * (a textarea of at most 140 characters with a counter) and contact details, each required
 * with its own 'please fill in' message. Contact details are not cut at their limit: past it
 * the field says so at once (a paste cut silently would send a wrong address). Under the
 * content, up to three pictures (decision 0064; feedback-image-picker.tsx): a submit while one
 * is still uploading says so and waits for another tap; while one failed to upload it sends
 * nothing and asks for it to be removed or added again; it sends the uploaded pictures' ids
 * in the order shown. A successful submit toasts, clears the form (pictures too) and hands
 * over to the records.
 */
import { useState, type FormEvent } from 'react';
import { Button, Input, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FeedbackField } from '#shared/contract/feedback.ts';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { useDict } from '#web/lib/dict.ts';
import { notify } from '#web/lib/notify.ts';
import { useMutateOnce } from '#web/hooks/use-mutate-once.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { FeedbackImagePicker, feedbackImageIds } from './feedback-image-picker.tsx';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_IMAGES_MAX,
  feedbackFieldErrors,
  feedbackLengthError,
  validateFeedback,
  type FeedbackDraft,
  type FieldErrors,
} from '../utils/feedback-form.ts';
import styles from './feedback.module.css';

const EMPTY: FeedbackDraft = { type: '', content: '', contact: '' };

export function FeedbackForm({
  onSubmitted,
  onEdit,
}: {
  onSubmitted: () => void;
  /** The user changed a field (the page then keeps this tab). */
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  const types = useDict('feedback_type');
  const submit = useSubmitFeedback();
  const send = useMutateOnce(submit);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  // A new picker after a submit: its failed cells are its own state, cleared with it.
  const [pickerKey, setPickerKey] = useState(0);

  const change = (field: FeedbackField, value: string): void => {
    setDraft((prev) => ({ ...prev, [field]: value }));
    onEdit?.();
    // A field past its limit says so while it is typed; any other error waits for the submit.
    const tooLong = feedbackLengthError(field, value);
    if (tooLong || errors[field]) setErrors((prev) => ({ ...prev, [field]: tooLong }));
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const check = validateFeedback(draft);
    if (!check.ok) {
      setErrors(feedbackFieldErrors(draft));
      return;
    }
    setErrors({});
    if (uploading) {
      notify(t('feedback.upload_in_progress'));
      return;
    }
    if (uploadFailed) {
      notify(t('feedback.upload_failed_remove'));
      return;
    }
    const ids = feedbackImageIds(images);
    send(ids.length > 0 ? { ...check.value, images: ids } : check.value, {
      onSuccess: () => {
        notify(t('feedback.submitted'), { kind: 'success' });
        setDraft(EMPTY);
        setImages([]);
        setUploading(false);
        setUploadFailed(false);
        setPickerKey((key) => key + 1);
        onSubmitted();
      },
    });
  };

  const error = (field: FeedbackField) => {
    const e = errors[field];
    return e ? (
      <p className={styles.error} role="alert" data-testid={`feedback-error-${field}`}>
        {t(e.messageKey, { max: e.max })}
      </p>
    ) : (
      <p className={styles.spacer} />
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="feedback-form">
      <div className={styles.field} role="group" aria-labelledby="feedback-type-label">
        <span id="feedback-type-label" className={styles.label}>
          {t('feedback.type')}
        </span>
        {types.isPending ? (
          <span className={skeleton.block} style={{ height: 64 }} aria-hidden="true" />
        ) : types.isError ? (
          <RetryButton onRetry={() => void types.refetch()} />
        ) : (
          <Selector
            className={styles.selector}
            columns={3}
            showCheckMark={false}
            options={types.data.map((o) => ({ label: o.label, value: o.value }))}
            value={draft.type ? [draft.type] : []}
            onChange={(values) => change('type', values[0] ?? '')}
            data-testid="feedback-type"
          />
        )}
      </div>
      {error('type')}

      <label className={styles.field}>
        <span className={styles.label}>{t('feedback.content')}</span>
        <TextArea
          className={styles.textarea}
          value={draft.content}
          onChange={(value) => change('content', value)}
          placeholder={t('feedback.content_placeholder')}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          autoSize={{ minRows: 4, maxRows: 8 }}
          aria-invalid={errors.content !== undefined}
          data-testid="feedback-content"
        />
      </label>
      {error('content')}

      <div className={styles.field}>
        <span id="feedback-images-label" className={styles.label}>
          {t('feedback.images', { max: FEEDBACK_IMAGES_MAX })}
        </span>
        <FeedbackImagePicker
          key={pickerKey}
          value={images}
          onChange={(items) => {
            setImages(items);
            onEdit?.();
          }}
          onBusyChange={(busy) => {
            setUploading(busy);
            if (busy) onEdit?.();
          }}
          onFailedChange={setUploadFailed}
          labelledBy="feedback-images-label"
        />
      </div>
      <p className={styles.spacer} />

      <label className={styles.field}>
        <span className={styles.label}>{t('feedback.contact')}</span>
        <Input
          className={styles.input}
          value={draft.contact}
          onChange={(value) => change('contact', value)}
          placeholder={t('feedback.contact_placeholder')}
          autoComplete="email"
          enterKeyHint="send"
          aria-invalid={errors.contact !== undefined}
          data-testid="feedback-contact"
        />
      </label>
      {error('contact')}

      <div className={styles.actions}>
        <Button
          block
          shape="rounded"
          color="primary"
          size="large"
          type="submit"
          loading={submit.isPending}
          data-testid="feedback-submit"
        >
          {t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
