import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { agreeTypeOf, allowsFunctionality, allowsMarketing, cookieOptions, selectionOf } from './cookie-options';

describe('cookie consent selection (spec 01 §4 Cookie consent, spec 02 §9 options 3)', () => {
  it('lists 3 options, necessary checked and disabled', () => {
    const options = cookieOptions({ functionality: false, marketing: false });
    expect(options.map((option) => option.name)).toEqual(['necessary', 'functionality', 'marketing']);
    expect(options[0]).toMatchObject({ checked: true, disabled: true });
  });

  it.each([
    [{ functionality: true, marketing: true }, 'ALL'],
    [{ functionality: true, marketing: false }, 'FUNCTIONALITY'],
    [{ functionality: false, marketing: true }, 'MARKETING'],
    [{ functionality: false, marketing: false }, 'DISABLE'],
  ] as const)('%o yields %s', (selection, type) => {
    expect(agreeTypeOf(cookieOptions(selection))).toBe(type);
  });

  test.prop([
    fc.array(
      fc.record({
        checked: fc.boolean(),
        disabled: fc.boolean(),
        type: fc.constantFrom('FUNCTIONALITY', 'MARKETING') as fc.Arbitrary<'FUNCTIONALITY' | 'MARKETING'>,
      }),
      { maxLength: 6 },
    ),
  ])(
    'the rule on any option list: ALL iff every option is checked, one enabled checked gives its type, else DISABLE',
    (raw) => {
      const options = raw.map((option, index) => ({
        name: 'functionality' as const,
        label: `l${index}`,
        description: `d${index}`,
        checked: option.checked,
        disabled: option.disabled,
        cookiesType: option.type,
      }));
      const type = agreeTypeOf(options);
      const enabledChecked = options.filter((option) => !option.disabled && option.checked);
      if (options.every((option) => option.checked)) expect(type).toBe('ALL');
      else if (enabledChecked.length === 1) expect(type).toBe(enabledChecked[0]?.cookiesType);
      else expect(type).toBe('DISABLE');
    },
  );

  test.prop([fc.boolean(), fc.boolean()])('a saved choice ticks the same options again', (functionality, marketing) => {
    const type = agreeTypeOf(cookieOptions({ functionality, marketing }));
    expect(selectionOf(type)).toEqual({ functionality, marketing });
  });

  it('marketing consent gates analytics, functional consent gates window width (spec 02 §6)', () => {
    expect([
      allowsMarketing('ALL'),
      allowsMarketing('MARKETING'),
      allowsMarketing('FUNCTIONALITY'),
      allowsMarketing('DISABLE'),
      allowsMarketing(null),
    ]).toEqual([true, true, false, false, false]);
    expect([
      allowsFunctionality('ALL'),
      allowsFunctionality('FUNCTIONALITY'),
      allowsFunctionality('MARKETING'),
    ]).toEqual([true, true, false]);
  });
});
