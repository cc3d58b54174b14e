import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from 'react-redux';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consentReducer, consentRestored, selectAgreeType } from '@bet/consent';
import { withStore } from '@bet/ui/testing';
import { ConsentHost } from './consent-host';

/** The agreement the store holds, for the play functions to read. */
function AgreeType() {
  return <output aria-label="Agree type">{String(useSelector(selectAgreeType))}</output>;
}

/** A visitor with no agreement yet; no saga runs, so the play function reads the state. */
const meta = {
  title: 'Consent/Connected/ConsentHost',
  component: ConsentHost,
  render: () => (
    <>
      <ConsentHost />
      <AgreeType />
    </>
  ),
  decorators: [withStore({ reducer: { consent: consentReducer }, actions: [consentRestored({ agreeType: null })] })],
} satisfies Meta<typeof ConsentHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Spec 01 §4: customise, choose only functional: FUNCTIONALITY. */
export const CustomiseOneType: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Customise' }));
    const dialog = await page.findByRole('dialog', { name: 'Cookie settings' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Functional' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    await expect(page.getByLabelText('Agree type')).toHaveTextContent('FUNCTIONALITY');
  },
};

export const AcceptAll: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Accept all' }));
    await expect(page.getByLabelText('Agree type')).toHaveTextContent('ALL');
  },
};

/** Back from the customise view returns to the banner. */
export const BackToMainView: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Customise' }));
    const dialog = await page.findByRole('dialog', { name: 'Cookie settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(await page.findByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
  },
};
