import { useRef, useState } from 'react';
import type { ChangeEvent, DragEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@bet/i18n';
import { Button } from './button';
import { classNames } from './class-names';
import { acceptedTypesText, fileProblem, fileSizeParts } from './file-checks';
import type { FileProblem } from './file-checks';
import { FieldMessages } from './field-frame';
import { useFieldIds } from './field-ids';
import fieldStyles from './field.module.css';
import styles from './file-input.module.css';

export interface FileInputProps {
  /** What to choose, e.g. "Passport photo": the input's label and name. Translated by the app. */
  label: string;
  /** The chosen file; null for none. Controlled. */
  value: File | null;
  /** A file was chosen (or dropped) and passed the checks, or the player removed it (null). */
  onChange: (file: File | null) => void;
  /** A chosen file was refused; its message is shown under the field. */
  onReject?: (file: File, problem: FileProblem) => void;
  /** Accepted types as the `accept` attribute takes them: `.pdf`, `image/png`, `image/*`. None: any. */
  accept?: readonly string[];
  /** The largest file in bytes. */
  maxSize?: number;
  /** The accepted types as the player reads them, instead of the list made from `accept`. */
  typesText?: string;
  /** A message from elsewhere (e.g. the server refused the file), under the field. */
  error?: string | null;
  /** Help under the field; the limits are added after it. */
  hint?: ReactNode;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled file input with a drop zone. The real `<input type="file">` stays the control: it
 * covers the zone (transparent), so a click anywhere on the zone opens the picker, Tab reaches
 * it, Enter or Space opens the picker and a screen reader announces a file upload named by the
 * label. A dropped file is put into that input too, so a form sends it. Each file is checked
 * against `accept` and `maxSize` (a drop or an "all files" picker is not filtered by the browser):
 * a refused one leaves the input empty and says why, linked to the input. The chosen file's name
 * and size are announced and shown with a button to remove it. Spec 01 §3 (a requested additional
 * document) and spec 02 §8 (face id: "incorrect photo, retake") need uploads for verification but
 * give no types or size limit, so both are the owner's props.
 */
export function FileInput({
  label,
  value,
  onChange,
  onReject,
  accept = [],
  maxSize,
  typesText,
  error,
  hint,
  name,
  id,
  required,
  disabled,
  ref,
  className,
}: FileInputProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [refused, setRefused] = useState<{ file: File; problem: FileProblem } | null>(null);
  const [dragging, setDragging] = useState(false);

  function formatSize(bytes: number): string {
    const { unit, value: figure } = fileSizeParts(bytes);
    const number = new Intl.NumberFormat(localeOf(i18n.language || 'en'), { maximumFractionDigits: 1 }).format(figure);
    return t(`ui_file_size_${unit}`, { value: number });
  }

  const types = accept.length > 0 ? (typesText ?? acceptedTypesText(accept)) : null;
  const limits =
    types && maxSize != null
      ? t('ui_file_limits', { types, size: formatSize(maxSize) })
      : maxSize != null
        ? t('ui_file_limits_size', { size: formatSize(maxSize) })
        : types
          ? t('ui_file_limits_types', { types })
          : null;
  const refusal = refused
    ? refused.problem === 'type'
      ? t('ui_file_error_type', { types: types ?? '' })
      : t('ui_file_error_size', { size: formatSize(refused.file.size), max: formatSize(maxSize ?? 0) })
    : null;
  const message = refusal ?? error ?? null;
  const fullHint =
    hint != null && hint !== '' && limits ? (
      <>
        {hint} {limits}
      </>
    ) : (
      (hint ?? limits)
    );
  const ids = useFieldIds(id, fullHint, message);

  function take(file: File | undefined, input: HTMLInputElement | null) {
    if (!file) return;
    const problem = fileProblem(file, accept, maxSize);
    if (problem) {
      // Nothing refused stays in the input, so a form never sends it.
      if (input) input.value = '';
      setRefused({ file, problem });
      onReject?.(file, problem);
      return;
    }
    setRefused(null);
    onChange(file);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cancelling the picker empties some browsers' input: keep what was chosen before.
    if (file) take(file, event.target);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = event.dataTransfer.files;
    const file = files[0];
    const input = inputRef.current;
    if (file && input) {
      try {
        // The input keeps the dropped file, as if it had been picked: a plain form submit sends it.
        input.files = files;
      } catch {
        // An environment without settable `files` still gets the file through onChange.
      }
    }
    take(file, input);
    input?.focus();
  }

  function clear() {
    const input = inputRef.current;
    if (input) {
      input.value = '';
      input.focus();
    }
    setRefused(null);
    onChange(null);
  }

  function setRefs(element: HTMLInputElement | null) {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }

  return (
    <div className={classNames(fieldStyles.field, styles.fileInput, className)}>
      <div className={fieldStyles.labelRow}>
        <label htmlFor={ids.inputId} className={fieldStyles.label}>
          {label}
        </label>
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={ids.hasError || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={handleDrop}
      >
        {/* What the zone shows; the input covering it is what is announced and operated. */}
        <span className={styles.prompt} aria-hidden="true">
          <span className={styles.choose}>{t('ui_file_choose')}</span> {t('ui_file_drop_hint')}
        </span>
        <input
          {...ids.control}
          ref={setRefs}
          type="file"
          name={name}
          accept={accept.length > 0 ? accept.join(',') : undefined}
          required={required}
          disabled={disabled}
          className={styles.input}
          onChange={handleChange}
        />
      </div>
      <div className={styles.chosen}>
        {/* A file taken by a drop is announced as well as one from the picker. */}
        <span role="status" className={value ? styles.fileName : styles.none}>
          {value ? t('ui_file_chosen', { name: value.name, size: formatSize(value.size) }) : t('ui_file_none')}
        </span>
        {value ? (
          <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
            {t('ui_file_clear', { name: value.name })}
          </Button>
        ) : null}
      </div>
      <FieldMessages ids={ids} hint={fullHint} error={message} />
    </div>
  );
}
