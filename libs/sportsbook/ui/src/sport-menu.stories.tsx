import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { champsListClass, MenuLinks, SportMenu, type MenuLink } from './sport-menu';
import { withRouter } from './story-router';

const sports: MenuLink[] = [
  { id: 1, name: 'Football', count: 42, href: '/en/home/line/sports/1-football' },
  { id: 2, name: 'Ice Hockey', count: 12, href: '/en/home/line/sports/2-ice-hockey' },
  { id: 40, name: 'Counter-Strike 2', count: 8, href: '/en/home/line/sports/40-counter-strike-2', isCyber: true },
];
const champs: Record<number, MenuLink[]> = {
  1: [
    {
      id: 101,
      name: 'England. Premier League',
      count: 20,
      href: '/en/home/line/sports/1-football/101-england-premier-league',
    },
    { id: 102, name: 'Spain. La Liga', count: 22, href: '/en/home/line/sports/1-football/102-spain-la-liga' },
  ],
  2: [{ id: 201, name: 'Russia. KHL', count: 12, href: '/en/home/line/sports/2-ice-hockey/201-russia-khl' }],
  40: [],
};

function Menu({
  initiallyOpen,
  currentSportId,
  sportLinks = sports,
  champLinks = champs,
  groupByCategories = false,
}: {
  initiallyOpen: number[];
  currentSportId?: number;
  groupByCategories?: boolean;
  sportLinks?: MenuLink[];
  champLinks?: Record<number, MenuLink[]>;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set(initiallyOpen));
  return (
    <SportMenu
      sports={sportLinks}
      expandedIds={open}
      currentSportId={currentSportId}
      groupByCategories={groupByCategories}
      onToggle={(id) =>
        setOpen((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        })
      }
      renderChamps={(id) => <MenuLinks links={champLinks[id] ?? []} className={champsListClass} />}
    />
  );
}

const meta = {
  title: 'Sportsbook/SportMenu',
  component: Menu,
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
    withRouter,
    withI18n(),
  ],
  args: { initiallyOpen: [] },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Championships: Football' }));
    await expect(canvas.getByRole('link', { name: 'England. Premier League 20' })).toBeTruthy();
  },
};

export const CurrentSportOpen: Story = {
  args: { initiallyOpen: [1], currentSportId: 1 },
};

/** Long sport and championship names with 5-digit counts wrap inside the 260px menu. */
export const LongNames: Story = {
  args: {
    initiallyOpen: [1],
    sportLinks: [
      {
        id: 1,
        name: 'Football (Association), Women and Youth',
        count: 12_345,
        href: '/en/home/line/sports/1-football',
      },
      ...sports.slice(1),
    ],
    champLinks: {
      1: [
        {
          id: 101,
          name: 'UEFA Europa Conference League. Qualification. Second round, return legs',
          count: 99_999,
          href: '/en/home/line/sports/1-football/101-uefa',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation');
    await expect(within(menu).getByRole('link', { name: /^UEFA Europa Conference League/ })).toBeTruthy();
    for (const link of within(menu).getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: {
    initiallyOpen: [1],
    sportLinks: [{ id: 1, name: 'Футбол', count: 42, href: '/ru/home/line/sports/1-football' }],
    champLinks: {
      1: [{ id: 101, name: 'Англия. Премьер-лига', count: 20, href: '/ru/home/line/sports/1-football/101-epl' }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Англия. Премьер-лига 20' })).toBeTruthy();
  },
};

/** Spec 01 §3 isGroupSportsByCategories: sports and cybersports under their own headings. */
export const GroupedByCategories: Story = {
  args: { groupByCategories: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cyber = canvas.getByRole('region', { name: 'Cybersports' });
    await expect(within(cyber).getByRole('link', { name: 'Counter-Strike 2 8' })).toBeTruthy();
    const classic = canvas.getByRole('region', { name: 'Sports' });
    await expect(within(classic).queryByRole('link', { name: 'Counter-Strike 2 8' })).toBeNull();
    await userEvent.click(within(classic).getByRole('button', { name: /Football/ }));
    await expect(within(classic).getByRole('link', { name: /England\. Premier League/ })).toBeTruthy();
  },
};
