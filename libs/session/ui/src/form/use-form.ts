import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@bet/i18n';

/** A field's message: a text key, with the values the text names when it has any. */
export type FieldMessage = TranslationKey | { key: TranslationKey; values: Record<string, string | number> };

/** Messages by field name; the first key is the field that gets focus. */
export type FieldMessages<V> = Partial<Record<keyof V & string, FieldMessage>>;

/** The names of `V`'s fields whose values are `T`. */
export type FieldsOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What a text input, a password field or a select needs from the form. */
export interface TextBinding {
  name: string;
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): void;
}

/** What a checkbox needs from the form. */
export interface CheckboxBinding {
  name: string;
  checked: boolean;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

export interface FormOptions<V> {
  /** The values the form starts with. */
  initial: () => V;
  /** The server's message for the last failure (shown by `FormError`); focus goes to it when it comes. */
  error: string | null;
}

/**
 * The one form logic of the session's forms. What the player typed lives here and is never
 * cleared by a failure, a pending call or a tab switch (DESIGN.md "a failed save keeps what the
 * player typed"). `check(rules)` shows the rules' messages before any callback and moves focus
 * to the first field that has one; a message goes as soon as its field is touched (changed); a
 * new server error takes focus, so the player hears and sees why the call failed.
 */
export function useForm<V extends object>({ initial, error }: FormOptions<V>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [messages, setMessages] = useState<FieldMessages<V>>({});
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(() => new Set());

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  /** Shows `found` (nothing: clears the messages); focus goes to the first field named. True when valid. */
  function show(found: FieldMessages<V>): boolean {
    setMessages(found);
    setTouched(new Set());
    const first = Object.keys(found)[0];
    if (first === undefined) return true;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  }

  /** Checks the values with `rules` and shows what they found. True when nothing was. */
  function check(rules: (values: V) => FieldMessages<V>): boolean {
    return show(rules(values));
  }

  function message(name: keyof V & string): string | null {
    const found = touched.has(name) ? undefined : messages[name];
    if (found === undefined) return null;
    return typeof found === 'string' ? t(found) : t(found.key, found.values);
  }

  function text<K extends FieldsOf<V, string>>(name: K): TextBinding {
    return {
      name,
      value: String(values[name]),
      error: message(name),
      onChange: (event) => set(name, event.target.value as V[K]),
    };
  }

  function checkbox<K extends FieldsOf<V, boolean>>(name: K): CheckboxBinding {
    return {
      name,
      checked: values[name] === true,
      error: message(name),
      onChange: (event) => set(name, event.target.checked as V[K]),
    };
  }

  return {
    values,
    touched,
    set,
    check,
    /** Forgets the messages (another tab: its fields are other ones). */
    clearMessages: () => show({}),
    message,
    text,
    checkbox,
    formRef,
    errorRef,
  };
}

export type Form<V extends object> = ReturnType<typeof useForm<V>>;
