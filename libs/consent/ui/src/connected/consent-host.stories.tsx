import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { configureStore } from '@reduxjs/toolkit';
import { consentReducer, consentRestored } from '@bet/consent';
import { withI18n } from '@bet/ui/testing';
import { ConsentHost } from './consent-host';

/** A visitor with no agreement yet; no saga runs, so the play function reads the state. */
function Harness() {
  const [store] = useState(() => {
    const made = configureStore({ reducer: { consent: consentReducer } });
    made.dispatch(consentRestored({ agreeType: null }));
    return made;
  });
  return (
    <Provider store={store}>
      <ConsentHost />
      <output aria-label="Agree type">{String(useStoreAgreeType(store))}</output>
    </Provider>
  );
}

function useStoreAgreeType(store: {
  getState(): { consent: { agreeType: string | null } };
  subscribe(listener: () => void): () => void;
}) {
  const [value, setValue] = useState(store.getState().consent.agreeType);
  useState(() => store.subscribe(() => setValue(store.getState().consent.agreeType)));
  return value;
}

const meta = {
  title: 'Consent/Connected/ConsentHost',
  component: Harness,
  decorators: [withI18n('en')],
} satisfies Meta<typeof Harness>;

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
