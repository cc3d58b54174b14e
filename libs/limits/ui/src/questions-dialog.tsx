import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitQuestion } from '@bet/contract';
import { Alert, Dialog } from '@bet/ui';
import styles from './limits.module.css';

export interface QuestionsDialogProps {
  open: boolean;
  questions: readonly LimitQuestion[];
  /** The answers are being checked. */
  answering: boolean;
  onSubmit: (answers: { questionId: number; answerId: number }[]) => void;
  onClose: () => void;
}

/** Spec 02 §7 POST limits "questions": the self-assessment before a limit is loosened; every question answered. */
export function QuestionsDialog({ open, questions, answering, onSubmit, onClose }: QuestionsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [incomplete, setIncomplete] = useState(false);
  function submit() {
    const answers = questions
      .filter((question) => chosen[question.id] !== undefined)
      .map((question) => ({ questionId: question.id, answerId: chosen[question.id] as number }));
    if (answers.length < questions.length) {
      setIncomplete(true);
      return;
    }
    onSubmit(answers);
  }
  return (
    <Dialog
      open={open}
      title={t('limits_questions_title')}
      description={t('limits_questions_intro')}
      closeLabel={t('limits_close')}
      dismissible={!answering}
      onClose={onClose}
      actions={{
        secondary: { label: t('limits_cancel'), onClick: onClose, disabled: answering },
        primary: { label: t('limits_questions_submit'), onClick: submit, busy: answering },
      }}
    >
      <div className={styles.questions}>
        {questions.map((question) => (
          <fieldset key={question.id} className={styles.questions}>
            <legend>{question.text}</legend>
            {question.answers.map((answer) => (
              <label key={answer.id}>
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  checked={chosen[question.id] === answer.id}
                  onChange={() => {
                    setChosen((current) => ({ ...current, [question.id]: answer.id }));
                    setIncomplete(false);
                  }}
                />{' '}
                {answer.text}
              </label>
            ))}
          </fieldset>
        ))}
        {incomplete ? <Alert tone="error">{t('limits_questions_answer_all')}</Alert> : null}
      </div>
    </Dialog>
  );
}
