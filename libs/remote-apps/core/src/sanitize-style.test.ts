import { describe, expect, it } from 'vitest';
import { sanitizeStyleText } from './sanitize-style';

describe('sanitizeStyleText', () => {
  it('keeps ordinary rules', () => {
    expect(sanitizeStyleText('.info h1 { color: red; }')).toBe('.info h1 { color: red; }');
  });

  it('cuts @import, expression(), javascript: URLs and a closing style tag', () => {
    const out = sanitizeStyleText(
      '@import url(https://evil.example/x.css); a { width: expression(alert(1)); background: url(javascript:alert(1)) } </style><script>',
    );
    expect(out).not.toMatch(/@import|expression\(|javascript:|<\/style/i);
    expect(out).toContain('a {');
  });
});
