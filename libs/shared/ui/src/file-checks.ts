/** Why a file was refused. */
export type FileProblem = 'type' | 'size';

/**
 * Whether a file is of one of the `accept` types, read as the `accept` attribute reads them:
 * an extension (`.pdf`), a MIME type (`image/png`) or a family (`image/*`), case-insensitive.
 * The browser's picker filters by the same list, but a dropped file or a picker switched to
 * "all files" is not filtered, so it is checked again here.
 */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** The first reason to refuse a file, or null when it may be sent. */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: readonly string[],
  maxSize: number | undefined,
): FileProblem | null {
  if (!fileMatchesAccept(file, accept)) return 'type';
  if (maxSize != null && file.size > maxSize) return 'size';
  return null;
}

/** A size for people: the unit (B, KB, MB, binary steps as file managers show them) and its figure. */
export function fileSizeParts(bytes: number): { unit: 'b' | 'kb' | 'mb'; value: number } {
  if (bytes < 1024) return { unit: 'b', value: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kb', value: bytes / 1024 };
  return { unit: 'mb', value: bytes / (1024 * 1024) };
}

/** The accepted types as a player reads them: `.pdf` and `application/pdf` are "PDF", `image/*` is "image". */
export function acceptedTypesText(accept: readonly string[]): string {
  const names = accept.map((entry) => {
    const wanted = entry.trim();
    if (wanted.startsWith('.')) return wanted.slice(1).toUpperCase();
    const [family = '', subtype = ''] = wanted.split('/');
    return subtype === '*' ? family : subtype.toUpperCase();
  });
  return [...new Set(names)].join(', ');
}
