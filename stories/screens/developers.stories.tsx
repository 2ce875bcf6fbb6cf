import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DevelopersScreen from '@/screens/developers/developers-screen';
import { translationsError, translationsSlow } from '@mocks/handlers';

const meta = {
  title: 'Screens/Developers',
  component: DevelopersScreen,
  parameters: { route: { path: '/developers' } },
} satisfies Meta<typeof DevelopersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (el: HTMLElement) => within(el).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

/** Team Lead by default; each chip shows its members. */
export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '만든 사람들' })).toBeVisible();
    await expect(c.getByRole('button', { name: '팀장' })).toHaveAttribute('aria-pressed', 'true');
    await expect(names(c.getByRole('list'))).toEqual(['김도윤', '이서연']);
    await expect(c.getByText('대표 · 백엔드 개발')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '프론트엔드' }));
    await expect(c.getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(c.getByRole('button', { name: '백엔드' }));
    await expect(c.getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(c.getByRole('button', { name: 'PM/DS' }));
    await expect(names(c.getByRole('list'))).toEqual(['박지우', '최하은', '정민재', '노은채']);
    await userEvent.click(c.getByRole('button', { name: '대외협력' }));
    await expect(names(c.getByRole('list'))).toEqual(['문가은', '배승민', '노은채']);
  },
};

/** English: roles and majors arrive in one batch translation. */
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await waitFor(() => expect(c.queryByText('컴퓨터공학전공')).toBeNull());
    await userEvent.click(c.getByRole('button', { name: 'Corporate Affairs' }));
    await expect(c.getByText('Corporate Affairs · Planning')).toBeVisible();
  },
};

/** While the translation is on its way, the Korean source shows. */
export const EnglishLoading: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...translationsSlow);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Team Lead' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('대표 · 백엔드 개발')).toBeVisible();
  },
};

/** A failed batch leaves every field in Korean. */
export const EnglishError: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...translationsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await new Promise((r) => setTimeout(r, 300));
    await expect(c.getByText('컴퓨터공학전공')).toBeVisible();
    await expect(c.getByText('부대표 · 프론트엔드 개발')).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /渉外|Corporate/ }));
    await waitFor(() => expect(c.getByText('渉外 · 企画')).toBeVisible());
  },
};
