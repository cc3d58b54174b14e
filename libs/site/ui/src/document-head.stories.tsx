import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DocumentHead } from './document-head';

const meta = {
  title: 'Site/Document head',
  component: DocumentHead,
  args: {
    model: {
      title: 'Sports betting and online casino | Orbit Bet',
      description: 'Bets on sports and casino games.',
      robots: 'index, follow',
      canonical: 'https://www.bet.example/en/',
      alternates: [
        { hreflang: 'ru', href: 'https://bet.example/ru/' },
        { hreflang: 'en', href: 'https://bet.example/en/' },
      ],
      metas: [{ name: 'keywords', content: 'sports betting' }],
    },
  },
} satisfies Meta<typeof DocumentHead>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 01 §3 SEO page data written into the document head (it renders nothing on the page). */
export const WithPageData: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Sports betting and online casino | Orbit Bet'));
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.bet.example/en/',
    );
    await expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(2);
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  },
};

/** No page data: the company name is the title, the page its own canonical. */
export const Fallback: Story = {
  args: {
    model: {
      title: 'Orbit Bet',
      description: null,
      robots: null,
      canonical: 'https://bet.example/en/nowhere',
      alternates: [],
      metas: [],
    },
  },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Orbit Bet'));
    await expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    await expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  },
};
