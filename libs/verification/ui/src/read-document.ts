/** A chosen file as the upload sends it: its first bytes for the type check, and all of it base64. */
export interface ReadDocument {
  head: Uint8Array;
  contentBase64: string;
}

/** Base64 in slices, so a file of a few megabytes does not overflow the argument list. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice) {
    binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  }
  return btoa(binary);
}

export async function readDocument(file: Blob): Promise<ReadDocument> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { head: bytes.subarray(0, 16), contentBase64: toBase64(bytes) };
}
