import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, SEND_AS, type OfficeMessage, type SendAs } from '@bet/contract';
import { Button, FileInput, Select } from '@bet/ui';
import { DOCUMENT_PROBLEM_KEYS, documentProblemOf, type FormStatus } from '@bet/verification';
import { OfficeMessageList } from './office-message-list';
import { readDocument } from './read-document';
import styles from './verification.module.css';

export interface DocumentUploadFormProps {
  status: FormStatus;
  /** The file being sent (shown while it goes). */
  sendingName: string | null;
  messages: readonly OfficeMessage[];
  onUpload: (upload: { fileName: string; sendAs: SendAs; contentBase64: string }) => void;
}

/** The accept list of the picker; the content is checked again after the choice. */
const ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf', 'image/jpeg', 'image/png', 'application/pdf'] as const;

/**
 * Spec 01 §2 verification: one document with its send-as (spec 01 §3 Options "Send-as: 0 file, 1
 * picture, 2 e-mail"). The shared file input refuses a wrong extension or a file over 5 MB; the
 * first bytes are then checked (a renamed file is refused too) before anything is sent. A refused
 * or failed file leaves the chosen send-as as it was, so the player only picks another file.
 */
export function DocumentUploadForm({ status, sendingName, messages, onUpload }: DocumentUploadFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [sendAs, setSendAs] = useState<SendAs>(SEND_AS.file);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const pending = status === 'pending' || reading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem(t('verification_upload_choose_first'));
      return;
    }
    setReading(true);
    try {
      const read = await readDocument(file);
      const refused = documentProblemOf({ name: file.name, sizeBytes: file.size, head: read.head });
      if (refused) {
        setProblem(t(DOCUMENT_PROBLEM_KEYS[refused]));
        setFile(null);
        return;
      }
      setProblem(null);
      onUpload({ fileName: file.name, sendAs, contentBase64: read.contentBase64 });
      setFile(null);
    } finally {
      setReading(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FileInput
        label={t('verification_upload_file')}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setProblem(null);
        }}
        onReject={() => setProblem(null)}
        accept={ACCEPT}
        typesText={t('verification_upload_types')}
        maxSize={DOCUMENT_MAX_BYTES}
        error={problem}
        disabled={pending}
      />
      <Select
        label={t('verification_upload_send_as')}
        value={String(sendAs)}
        onChange={(event) => setSendAs(Number(event.target.value) as SendAs)}
        options={[
          { value: String(SEND_AS.file), label: t('verification_send_as_file') },
          { value: String(SEND_AS.picture), label: t('verification_send_as_picture') },
          { value: String(SEND_AS.email), label: t('verification_send_as_email') },
        ]}
        disabled={pending}
      />
      {status === 'pending' && sendingName ? (
        <progress className={styles.progress} aria-label={t('verification_upload_sending', { name: sendingName })} />
      ) : null}
      <OfficeMessageList messages={messages} />
      <div>
        <Button type="submit" disabled={pending}>
          {status === 'pending' && sendingName
            ? t('verification_upload_sending', { name: sendingName })
            : t('verification_upload_submit')}
        </Button>
      </div>
    </form>
  );
}
