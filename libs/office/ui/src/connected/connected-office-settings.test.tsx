import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createOfficeHarness, officeSettingsAnswerFixture } from '@bet/office/testing';
import { httpError } from '@bet/request/testing';
import { StoreHarness } from '@bet/ui/testing';
import { ConnectedDisallowedSports, ConnectedOfficeGroups } from './connected-office-settings';

/** Both sections as the settings page lists them, on a real store running the office saga. */
function mount(answers: Parameters<typeof createOfficeHarness>[0]) {
  const harness = createOfficeHarness({ getOfficeSettings: () => officeSettingsAnswerFixture(), ...answers });
  render(
    <StoreHarness store={harness.store}>
      <ConnectedOfficeGroups />
      <ConnectedDisallowedSports />
    </StoreHarness>,
  );
  return harness;
}

describe('the settings page office sections (connected, issue 12)', () => {
  it('one load serves both sections; a switch is saved and says so', async () => {
    const user = userEvent.setup();
    const h = mount({ saveOfficeSetting: () => ({ status: 1, messages: [] }) });
    const news = await screen.findByRole('switch', { name: 'News' });
    expect(h.api.callsTo('getOfficeSettings')).toHaveLength(1);
    await user.click(news);
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Saved')).toBeTruthy();
    expect(h.api.callsTo('saveOfficeSetting')[0]?.body).toEqual({ id: 'notifyNews', value: true });
    h.task.cancel();
  });

  it('a failed save keeps the choice and says it was not saved', async () => {
    const user = userEvent.setup();
    const h = mount({
      saveOfficeSetting: () => {
        throw httpError(500);
      },
    });
    const casino = within(await screen.findByRole('group', { name: 'Cashback' })).getByRole('radio', {
      name: 'Casino bonus',
    });
    await user.click(casino);
    expect(await screen.findByText(/^Not saved/)).toBeTruthy();
    expect((casino as HTMLInputElement).checked).toBe(true);
    h.task.cancel();
  });

  it('ticks a sport for line and saves both lists with the press', async () => {
    const user = userEvent.setup();
    const h = mount({ saveDisallowedSports: () => ({ status: 1, messages: [] }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Hide Ice hockey in Line' }));
    await user.click(screen.getByRole('button', { name: 'Save disallowed sports' }));
    const section = screen.getByRole('region', { name: 'Disallowed sports' });
    expect(await within(section).findByText('Saved')).toBeTruthy();
    expect(h.api.callsTo('saveDisallowedSports')[0]?.body).toEqual({ line: [2], live: [] });
    h.task.cancel();
  });
});
