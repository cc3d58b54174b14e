import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appearanceReducer, initialAppearanceState } from '@bet/site';
import { StoreHarness, withI18n } from '@bet/ui/testing';
import { AppearanceSettings } from './appearance-settings';
import { AppearanceSettingsSection } from './appearance-settings-section';

/** The settings page's appearance section (issue 12, spec 01 §3 appTheme, appFontSize, isAppCompactView). */
const meta = {
  title: 'Site/Appearance settings',
  component: AppearanceSettings,
  decorators: [withI18n()],
  args: {
    theme: 'light',
    fontSize: 'medium',
    isCompactView: false,
    onThemeChange: fn(),
    onFontSizeChange: fn(),
    onCompactViewChange: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    fontSize: { control: 'inline-radio', options: ['small', 'medium', 'large', 'x-large'] },
  },
} satisfies Meta<typeof AppearanceSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Appearance' });
    const view = within(section);
    await expect(view.getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(view.getByRole('radio', { name: 'Dark' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Text size' }), 'Large');
    await expect(args.onFontSizeChange).toHaveBeenCalledWith('large');
    const compact = view.getByRole('checkbox', { name: 'Compact view' });
    await expect(compact).toHaveAccessibleDescription(/more of the line fits/);
    await userEvent.click(compact);
    await expect(args.onCompactViewChange).toHaveBeenCalledWith(true);
  },
};

export const DarkCompact: Story = {
  args: { theme: 'dark', fontSize: 'x-large', isCompactView: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Text size' })).toHaveValue('x-large');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compact view', checked: true }));
    await expect(args.onCompactViewChange).toHaveBeenCalledWith(false);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Оформление' });
    await expect(within(section).getByRole('radio', { name: 'Тёмная' })).toBeInTheDocument();
    await expect(within(section).getByRole('checkbox', { name: 'Компактный вид' })).not.toBeChecked();
  },
};

/** Bound to the appearance state of @bet/site: each choice is its event, and the section follows it. */
export const Connected: Story = {
  render: () => (
    <StoreHarness reducer={{ appearance: appearanceReducer }} preloadedState={{ appearance: initialAppearanceState }}>
      <AppearanceSettingsSection />
    </StoreHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compact view' }));
    await expect(canvas.getByRole('checkbox', { name: 'Compact view' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Text size' }), 'small');
    await expect(canvas.getByRole('combobox', { name: 'Text size' })).toHaveValue('small');
  },
};
