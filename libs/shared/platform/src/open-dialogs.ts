/**
 * Whether a modal of any feature is open on the page: spec 01 §4 "Registration reminder ... if no
 * auth form or modal is open". Every modal of the site is a native `<dialog>` (the Dialog of
 * @bet/ui, opened with showModal), so the page itself knows, whichever feature opened it.
 */
export interface OpenDialogsPort {
  isAnyOpen(): boolean;
}

export function createDocumentDialogs(doc: Pick<Document, 'querySelector'>): OpenDialogsPort {
  return { isAnyOpen: () => doc.querySelector('dialog[open]') !== null };
}
