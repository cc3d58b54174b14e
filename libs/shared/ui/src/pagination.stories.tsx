import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';
import type { PaginationProps } from './pagination';
import { withI18n } from './testing/i18n-harness';

/** The page is the story's state, so the buttons can be tried; args still set where it starts. */
function Controlled(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Shared UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  decorators: [withI18n()],
  render: (args) => <Controlled key={`${args.page}-${args.pageCount}`} {...args} />,
  args: { page: 1, pageCount: 20, siblings: 1, boundaries: 1, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    siblings: { control: { type: 'range', min: 0, max: 4 } },
    boundaries: { control: { type: 'range', min: 1, max: 3 } },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Middle: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('More pages')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 11' }));
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByText('More pages')).toHaveLength(0);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

/** Long texts: four-digit page numbers and a long name keep their places. */
export const ManyPages: Story = {
  args: { page: 4821, pageCount: 9999, siblings: 2, label: 'Pages of the full history of settled and open bets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: 'Pages of the full history of settled and open bets' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 9999' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Страницы' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущая страница' }));
    await expect(canvas.getByRole('button', { name: 'Страница 4' })).toHaveAttribute('aria-current', 'page');
  },
};
