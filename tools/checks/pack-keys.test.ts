import { describe, expect, it } from 'vitest';
import { packKeysIn } from './pack-keys';

describe('packKeysIn (issue 16: no text pack key before its page)', () => {
  const packs = { payments: ['payments_nav', 'payments_nav_recharge'], casino: ['casino_loading'] };

  it('names every pack key a file quotes, with its pack and file', () => {
    const files = [
      { file: 'assets/index.js', code: 'const a=t(`payments_nav_recharge`),b=t("casino_loading");' },
      { file: 'assets/vendor.js', code: "x('payments_nav')" },
    ];
    expect(packKeysIn(files, packs)).toEqual([
      { key: 'payments_nav_recharge', pack: 'payments', file: 'assets/index.js' },
      { key: 'casino_loading', pack: 'casino', file: 'assets/index.js' },
      { key: 'payments_nav', pack: 'payments', file: 'assets/vendor.js' },
    ]);
  });

  it('does not take a longer key or a key inside other text for the pack key', () => {
    const files = [{ file: 'assets/index.js', code: 't("payments_nav_history");const s="see payments_nav";' }];
    expect(packKeysIn(files, packs)).toEqual([]);
  });
});
