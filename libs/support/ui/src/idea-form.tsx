import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IDEA_LIMITS, IDEA_TOPICS, type IdeaDraft, type IdeaTopic } from '@bet/contract';
import { ideaFormErrors, type FieldErrors, type FormStatus } from '@bet/support';
import { Button, Select } from '@bet/ui';
import styles from './support.module.css';
import { useClearOnDone } from './use-clear-on-done';

export interface IdeaFormProps {
  status: FormStatus;
  onSubmit: (idea: IdeaDraft) => void;
}

/** Issue 12 office `share-idea`: a topic and a text of 10 to 2000 characters; kept when the send fails. */
export function IdeaForm({ status, onSubmit }: IdeaFormProps) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<IdeaTopic>('site');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'topic' | 'text'>>({});
  const textId = useId();
  const hintId = useId();
  const errorId = useId();
  useClearOnDone(status, () => setText(''));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = ideaFormErrors({ topic, text });
    setErrors(found);
    if (Object.keys(found).length > 0 || status === 'pending') return;
    onSubmit({ topic, text: text.trim() });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Select
        label={t('idea_topic')}
        options={IDEA_TOPICS.map((value) => ({ value, label: t(`idea_topic_${value}`) }))}
        value={topic}
        onChange={(event) => setTopic(event.target.value as IdeaTopic)}
      />
      <div className={styles.textareaLabel}>
        <label htmlFor={textId}>{t('idea_text')}</label>
        <textarea
          id={textId}
          className={styles.textarea}
          required
          maxLength={IDEA_LIMITS.textMax}
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={hintId}>{t('idea_text_hint')}</span>
        {errors.text ? (
          <span id={errorId} className={styles.error}>
            {t(errors.text)}
          </span>
        ) : null}
      </div>
      <div className={styles.row}>
        <Button type="submit" disabled={status === 'pending'}>
          {status === 'pending' ? t('idea_sending') : t('idea_submit')}
        </Button>
      </div>
    </form>
  );
}
