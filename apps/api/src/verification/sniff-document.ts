import type { DocumentType } from '@bet/contract';

/** The first bytes of each accepted type: the name and the browser's type can be anything. */
const SIGNATURES: ReadonlyArray<{ type: DocumentType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The document's type told by its content, or null when it is none of JPEG, PNG and PDF. */
export function sniffDocumentType(content: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}
