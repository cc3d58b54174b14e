/**
 * Issue 16 text packs (@bet/i18n text-packs.ts): a pack's texts load with its pages, so no code
 * that runs before a page's chunk may name one of its keys. This finds pack keys written as string
 * literals in the files the home route loads before its first render (the e2e suite's missing-text
 * check catches the keys built at run time, on the pages it visits).
 */
export interface PackKeyUse {
  key: string;
  pack: string;
  file: string;
}

/** A key as the minifier writes it: in double, single or back quotes. */
const quoted = (key: string) => [`"${key}"`, `'${key}'`, `\`${key}\``];

export function packKeysIn(
  files: readonly { file: string; code: string }[],
  packs: Readonly<Record<string, readonly string[]>>,
): PackKeyUse[] {
  return files.flatMap(({ file, code }) =>
    Object.entries(packs).flatMap(([pack, keys]) =>
      keys.filter((key) => quoted(key).some((literal) => code.includes(literal))).map((key) => ({ key, pack, file })),
    ),
  );
}
