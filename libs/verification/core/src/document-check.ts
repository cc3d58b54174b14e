import { DOCUMENT_MAX_BYTES, type DocumentType } from '@bet/contract';

/** What the page knows of a chosen file before it sends it: no File, so the rule stays pure. */
export interface DocumentCandidate {
  name: string;
  sizeBytes: number;
  /** The file's first bytes (at least 8 of them when the file has them). */
  head: Uint8Array;
}

export type DocumentProblem = 'empty' | 'too-large' | 'wrong-type';

/** The text keys of the problems (libs/shared/i18n verification-en.ts). */
export const DOCUMENT_PROBLEM_KEYS: Record<DocumentProblem, string> = {
  empty: 'verification_file_empty',
  'too-large': 'verification_file_too_large',
  'wrong-type': 'verification_file_wrong_type',
};

/** The bytes a file of each accepted type starts with; the server checks the same (ours). */
const SIGNATURES: ReadonlyArray<{ type: DocumentType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function documentTypeOf(head: Uint8Array): DocumentType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.type ?? null;
}

/**
 * The check before an upload (README "Documents"): not empty, at most DOCUMENT_MAX_BYTES, and a
 * JPEG, PNG or PDF by its content, whatever its name says. Null when the file may go.
 */
export function documentProblemOf(file: DocumentCandidate): DocumentProblem | null {
  if (file.sizeBytes === 0) return 'empty';
  if (file.sizeBytes > DOCUMENT_MAX_BYTES) return 'too-large';
  if (documentTypeOf(file.head) === null) return 'wrong-type';
  return null;
}
