import { useState } from 'react';
import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acceptedTypesText, fileMatchesAccept, fileProblem, fileSizeParts } from './file-checks';
import { FileInput } from './file-input';
import type { FileInputProps } from './file-input';
import { I18nHarness } from './testing/i18n-harness';

const renderIn = (ui: ReactNode, language = 'en') => render(<I18nHarness language={language}>{ui}</I18nHarness>);

function Controlled(props: Partial<FileInputProps>) {
  const [file, setFile] = useState<File | null>(props.value ?? null);
  return (
    <FileInput
      label="Passport photo"
      accept={['image/jpeg', 'image/png', '.pdf']}
      maxSize={5 * 1024 * 1024}
      {...props}
      value={file}
      onChange={(next) => {
        props.onChange?.(next);
        setFile(next);
      }}
    />
  );
}

const photo = () => new File(['x'.repeat(1536)], 'passport.jpg', { type: 'image/jpeg' });
const input = () => screen.getByLabelText('Passport photo') as HTMLInputElement;

describe('FileInput', () => {
  it('is a labelled file input with its accepted types and limits as its description', () => {
    renderIn(<Controlled />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/jpeg,image/png,.pdf');
    const hint = screen.getByText('Types: JPEG, PNG, PDF. Up to 5 MB.');
    expect(input().getAttribute('aria-describedby')).toBe(hint.id);
    expect(screen.getByRole('status').textContent).toBe('No file chosen');
  });

  it('shows and announces the chosen file with its size, and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(<Controlled onChange={onChange} />);
    const file = photo();
    await user.upload(input(), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('status').textContent).toBe('Chosen: passport.jpg, 1.5 KB');
    await user.click(screen.getByRole('button', { name: 'Remove passport.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status').textContent).toBe('No file chosen');
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('');
  });

  it('refuses a file of another type with a message linked to the input', async () => {
    // The picker switched to "all files": the browser does not filter.
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    const onReject = vi.fn();
    renderIn(<Controlled onChange={onChange} onReject={onReject} />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input(), text);
    expect(onChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(text, 'type');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('This type of file cannot be sent. Choose one of: JPEG, PNG, PDF.');
    expect(input().getAttribute('aria-describedby')).toContain(message.id);
    expect(input().value).toBe('');
    // A good file afterwards clears the message.
    await user.upload(input(), photo());
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a file that is too large', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    renderIn(<Controlled maxSize={1024} onReject={onReject} />);
    await user.upload(input(), photo());
    expect(onReject).toHaveBeenCalledWith(expect.any(File), 'size');
    expect(screen.getByText('The file is too large: 1.5 KB. Choose one of at most 1 KB.')).toBeTruthy();
  });

  it('takes a file dropped on the zone, checked like a picked one', () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    renderIn(<Controlled onChange={onChange} onReject={onReject} />);
    const zone = input().parentElement as HTMLElement;
    const file = photo();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [file] } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(zone.getAttribute('data-dragging')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(file);
    expect(document.activeElement).toBe(input());
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'a.exe', { type: '' })] } });
    expect(onReject).toHaveBeenCalledWith(expect.any(File), 'type');
  });

  it('is reached with Tab, the input itself', async () => {
    const user = userEvent.setup();
    renderIn(<Controlled />);
    await user.tab();
    expect(document.activeElement).toBe(input());
  });

  it('shows an error from elsewhere', () => {
    renderIn(<Controlled error="The server could not read the file." />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The server could not read the file.')).toBeTruthy();
  });

  it('speaks Russian', () => {
    renderIn(<Controlled label="Фото паспорта" />, 'ru');
    expect(screen.getByLabelText('Фото паспорта')).toBeTruthy();
    expect(screen.getByText('Типы: JPEG, PNG, PDF. До 5 МБ.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Файл не выбран');
  });
});

describe('file checks', () => {
  it('reads accept as the attribute does', () => {
    const pdf = { name: 'Scan.PDF', type: 'application/pdf' };
    expect(fileMatchesAccept(pdf, ['.pdf'])).toBe(true);
    expect(fileMatchesAccept(pdf, ['application/pdf'])).toBe(true);
    expect(fileMatchesAccept(pdf, ['image/*'])).toBe(false);
    expect(fileMatchesAccept({ name: 'a.heic', type: 'image/heic' }, ['image/*'])).toBe(true);
    expect(fileMatchesAccept(pdf, [])).toBe(true);
  });

  it('checks the type before the size, the size inclusive', () => {
    expect(fileProblem({ name: 'a.txt', type: 'text/plain', size: 10 }, ['.pdf'], 1)).toBe('type');
    expect(fileProblem({ name: 'a.pdf', type: '', size: 10 }, ['.pdf'], 10)).toBeNull();
    expect(fileProblem({ name: 'a.pdf', type: '', size: 11 }, ['.pdf'], 10)).toBe('size');
  });

  it('sizes and type names for people', () => {
    expect(fileSizeParts(1023)).toEqual({ unit: 'b', value: 1023 });
    expect(fileSizeParts(1536)).toEqual({ unit: 'kb', value: 1.5 });
    expect(fileSizeParts(5 * 1024 * 1024)).toEqual({ unit: 'mb', value: 5 });
    expect(acceptedTypesText(['.pdf', 'application/pdf', 'image/*', 'image/png'])).toBe('PDF, image, PNG');
  });
});
