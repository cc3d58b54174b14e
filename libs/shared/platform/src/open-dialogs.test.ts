import { describe, expect, it } from 'vitest';
import { createDocumentDialogs } from './open-dialogs';

describe('createDocumentDialogs (spec 01 §4 "if no ... modal is open")', () => {
  it('asks the page for an open dialog element', () => {
    const asked: string[] = [];
    let open = false;
    const dialogs = createDocumentDialogs({
      querySelector: ((selector: string) => {
        asked.push(selector);
        return open ? ({} as Element) : null;
      }) as Document['querySelector'],
    });
    expect(dialogs.isAnyOpen()).toBe(false);
    open = true;
    expect(dialogs.isAnyOpen()).toBe(true);
    expect(asked).toEqual(['dialog[open]', 'dialog[open]']);
  });
});
