import { describe, expect, it } from 'vitest';
import { findTranslationGaps } from './translation-gaps';

const reference = {
  main_home_title: 'Welcome to {{companyName}}',
  main_done: 'Done',
  main_close: 'Close',
  main_footer_copyright: '© {{year}} {{companyName}}',
};

describe('findTranslationGaps', () => {
  it('finds nothing in a complete language, whatever the placeholder order', () => {
    const texts = {
      main_home_title: '{{companyName}} sitesine hoş geldiniz',
      main_done: 'Tamam',
      main_close: 'Kapat',
      main_footer_copyright: '{{companyName}} © {{ year }}',
    };
    expect(findTranslationGaps(reference, texts)).toEqual({
      missing: [],
      unknown: [],
      placeholderMismatches: [],
      empty: [],
    });
  });

  it('lists missing, unknown, blank keys and placeholder mismatches', () => {
    const texts = {
      main_home_title: 'Willkommen bei {{company}}',
      main_done: ' ',
      main_dnoe: 'Fertig',
    };
    expect(findTranslationGaps(reference, texts)).toEqual({
      missing: ['main_close', 'main_footer_copyright'],
      unknown: ['main_dnoe'],
      placeholderMismatches: ['main_home_title'],
      empty: ['main_done'],
    });
  });
});
