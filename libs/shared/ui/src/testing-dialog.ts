/**
 * jsdom has `<dialog>` but not `showModal()` or `close()`. This stand-in sets and clears the
 * `open` attribute and fires `close`, which is all the Dialog relies on; the top layer and the
 * inert page are the browser's, checked by the stories in a real browser.
 */
export function polyfillDialog(): void {
  const proto = globalThis.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
