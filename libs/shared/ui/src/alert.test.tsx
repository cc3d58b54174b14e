import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors assertively', () => {
    render(
      <Alert tone="error" title="Sign-in failed">
        Wrong login or password.
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Sign-in failedWrong login or password.');
  });

  it('announces info and success politely', () => {
    render(
      <>
        <Alert tone="info">Code sent.</Alert>
        <Alert tone="success" action={<button type="button">Sign in</button>}>
          Done.
        </Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Code sent.', 'Done.Sign in']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
