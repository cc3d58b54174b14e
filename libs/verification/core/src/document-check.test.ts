import { DOCUMENT_MAX_BYTES } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { documentProblemOf, documentTypeOf } from './document-check';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.7');

describe('documentProblemOf (README "Documents": JPEG, PNG or PDF by content, at most 5 MB)', () => {
  it('lets a small PNG, JPEG or PDF go', () => {
    expect(documentProblemOf({ name: 'a.png', sizeBytes: 100, head: PNG })).toBeNull();
    expect(
      documentProblemOf({ name: 'a.jpg', sizeBytes: 100, head: new Uint8Array([0xff, 0xd8, 0xff, 0xe1]) }),
    ).toBeNull();
    expect(documentProblemOf({ name: 'a.pdf', sizeBytes: 100, head: PDF })).toBeNull();
  });
  it('refuses a file named .png that is not one', () => {
    expect(documentProblemOf({ name: 'a.png', sizeBytes: 100, head: new TextEncoder().encode('GIF89a') })).toBe(
      'wrong-type',
    );
  });
  it('refuses an empty file and one over the limit', () => {
    expect(documentProblemOf({ name: 'a.png', sizeBytes: 0, head: new Uint8Array() })).toBe('empty');
    expect(documentProblemOf({ name: 'a.png', sizeBytes: DOCUMENT_MAX_BYTES + 1, head: PNG })).toBe('too-large');
    expect(documentProblemOf({ name: 'a.png', sizeBytes: DOCUMENT_MAX_BYTES, head: PNG })).toBeNull();
  });
  it('tells the type by the first bytes', () => {
    expect(documentTypeOf(PDF)).toBe('application/pdf');
    expect(documentTypeOf(PNG.slice(0, 4))).toBeNull();
  });
});
