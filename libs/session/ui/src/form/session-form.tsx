import type { FormEvent, ReactNode } from 'react';
import { Tabs, type TabItem } from '@bet/ui';
import styles from '../form.module.css';
import { FormError } from './form-error';
import type { Form } from './use-form';

export interface FormTabsOptions<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

export interface SessionFormProps<V extends object, K extends string> {
  /** The form's state (`useForm`). */
  form: Form<V>;
  /** One tab per variant (login form, registration type); fewer than two variants: no tabs. */
  tabs?: FormTabsOptions<K>;
  /** A call is under way: the form is busy and a submit does nothing. */
  pending: boolean;
  /** The server's message for the last failure, at the top. */
  error: string | null;
  /** The player submitted (button or Enter) while nothing was under way. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame of the session's forms: the tabs of its variants, a `<form>` the browser does not
 * validate (the form's own messages replace the bubbles), the server's message first. Switching
 * tabs forgets the field messages (the other tab has other fields) but not what was typed.
 */
export function SessionForm<V extends object, K extends string>({
  form,
  tabs,
  pending,
  error,
  onSubmit,
  children,
}: SessionFormProps<V, K>) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onSubmit();
  }
  const body = (
    <form
      ref={form.formRef}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-busy={pending || undefined}
    >
      <FormError ref={form.errorRef} message={error} />
      {children}
    </form>
  );
  if (!tabs || tabs.items.length < 2) return body;
  return (
    <Tabs
      label={tabs.label}
      tabs={tabs.items}
      selected={tabs.selected}
      onSelect={(next) => {
        form.clearMessages();
        tabs.onSelect(next);
      }}
    >
      {body}
    </Tabs>
  );
}
