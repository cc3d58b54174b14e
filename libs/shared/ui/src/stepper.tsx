import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import styles from './stepper.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface StepperStep<K extends string = string> {
  id: K;
  /** Name of the step, e.g. "Personal data". Translated by the app. */
  label: string;
  /** One line under the label. */
  description?: string;
}

export type StepState = 'completed' | 'current' | 'upcoming';

export interface StepperProps<K extends string = string> {
  steps: readonly StepperStep<K>[];
  /** The step the player is on; the steps before it are completed, the ones after it upcoming. */
  current: K;
  /** Accessible name of the list, e.g. "Verification"; "Steps" by default. */
  label?: string;
  /**
   * Given, a completed step is a button that goes back to it (the owner sets `current`).
   * Upcoming steps are never buttons: the player reaches them by finishing the current one.
   */
  onStepSelect?: (id: K) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const STATE_KEYS = {
  completed: 'ui_stepper_completed',
  current: 'ui_stepper_current',
  upcoming: 'ui_stepper_upcoming',
} as const;

/**
 * The steps of a process (verification, registration, a withdrawal) as an ordered list: the
 * list gives the position ("2 of 4") to a screen reader, the current step carries
 * `aria-current="step"`, and each step says its state in words ("completed", "current step",
 * "not started"), hidden on screen where the check mark, the filled circle and the weight show it,
 * so the state is never told by colour alone.
 */
export function Stepper<K extends string>({
  steps,
  current,
  label,
  onStepSelect,
  orientation = 'horizontal',
  className,
}: StepperProps<K>) {
  const { t } = useTranslation();
  const baseId = useId();
  const currentIndex = steps.findIndex((step) => step.id === current);

  return (
    <ol
      aria-label={label ?? t('ui_stepper_label')}
      className={classNames(styles.stepper, styles[orientation], className)}
      data-orientation={orientation}
    >
      {steps.map((step, index) => {
        const descriptionId = `${baseId}-${index}-description`;
        const state: StepState = index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
        const content = (
          <>
            <span className={styles.marker} aria-hidden="true">
              {state === 'completed' ? '✓' : index + 1}
            </span>
            <span className={styles.label}>
              {step.label}
              <VisuallyHidden>, {t(STATE_KEYS[state])}</VisuallyHidden>
            </span>
          </>
        );
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <div className={styles.content}>
              {state === 'completed' && onStepSelect ? (
                // Named by its text (the label and the state); the description, outside it, describes it.
                <button
                  type="button"
                  className={styles.body}
                  aria-describedby={step.description ? descriptionId : undefined}
                  onClick={() => onStepSelect(step.id)}
                >
                  {content}
                </button>
              ) : (
                <span className={styles.body}>{content}</span>
              )}
              {step.description ? (
                <span id={descriptionId} className={styles.description}>
                  {step.description}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
