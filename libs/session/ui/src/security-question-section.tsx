import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_ANSWER_MIN_LENGTH,
  SECURITY_QUESTIONS,
  type SecurityQuestionId,
} from '@bet/contract';
import type { MethodSave } from '@bet/session';
import { Button, Select, TextField } from '@bet/ui';
import styles from './account-pages.module.css';
import methodStyles from './security-methods.module.css';
import { OfficeMessageList } from './office-message-list';

export interface SecurityQuestionSectionProps {
  /** The question set; null: none. */
  question: SecurityQuestionId | null;
  save: MethodSave;
  onSave: (values: { question: SecurityQuestionId; answer: string }) => void;
}

/** The security question (spec 01 §3 enable_security_question, is_active_secure_question): set or replaced. */
export function SecurityQuestionSection({ question, save, onSave }: SecurityQuestionSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<SecurityQuestionId>(question ?? SECURITY_QUESTIONS[0]);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (save.status === 'saved') setAnswer('');
  }, [save.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const length = answer.trim().length;
    if (length < SECURITY_ANSWER_MIN_LENGTH || length > SECURITY_ANSWER_MAX_LENGTH) {
      setError(
        t('security_question_answer_error', { min: SECURITY_ANSWER_MIN_LENGTH, max: SECURITY_ANSWER_MAX_LENGTH }),
      );
      return;
    }
    setError(null);
    onSave({ question: chosen, answer });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('security_question_title')}
      </h2>
      <p className={methodStyles.state}>
        {question === null
          ? t('security_question_unset')
          : t('security_question_set', { question: t(`security_question_${question}`) })}
      </p>
      <OfficeMessageList messages={save.messages} />
      <form className={methodStyles.form} noValidate onSubmit={submit}>
        <Select
          label={t('security_question_label')}
          value={chosen}
          options={SECURITY_QUESTIONS.map((id) => ({ value: id, label: t(`security_question_${id}`) }))}
          onChange={(event) => setChosen(event.target.value as SecurityQuestionId)}
        />
        <TextField
          label={t('security_question_answer')}
          autoComplete="off"
          maxLength={SECURITY_ANSWER_MAX_LENGTH}
          value={answer}
          error={error}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={save.status === 'pending'}>
            {t('security_question_save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
