import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DevelopersScreen from '@/screens/developers/developers-screen';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@contract/paths';
import { SAMPLE_CREDITS } from '@contract/credits';
import { siteError, siteSlow, translationsError, translationsSlow } from '@mocks/handlers';
import { api } from '@mocks/handlers/util';

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
    await expect(names(await c.findByRole('list'))).toEqual(['김도윤', '이서연']);
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
    await c.findByRole('list');
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
    await expect(await c.findByText('대표 · 백엔드 개발')).toBeVisible();
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
    await expect(await c.findByText('컴퓨터공학전공')).toBeVisible();
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

/** The title and the chips paint at once; the list says it is loading until the team arrives. */
export const TeamLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...siteSlow);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '만든 사람들' })).toBeVisible();
    await expect(c.getByRole('button', { name: '팀장' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

/** The team could not be read: said in the visitor's language, with a retry (Japanese). */
export const TeamFailedJapanese: Story = {
  parameters: { locale: 'ja' },
  beforeEach({ msw }) {
    msw.use(...siteError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('メンバーを読み込めませんでした');
    await expect(c.getByRole('button', { name: '再試行' })).toBeVisible();
  },
};

/** A person Staff added with a web page shows a link to it (Chinese); a person without a major shows no major line. */
export const PersonWithLinkChinese: Story = {
  parameters: { locale: 'zh-CN' },
  beforeEach({ msw }) {
    msw.use(
      http.get(api(API_PATHS.developers), () =>
        HttpResponse.json({
          results: [...SAMPLE_CREDITS.slice(0, 2), { id: 25, name: '김새봄', roles: ['Team Lead'], roleDisplay: '디자인', major: '', image: null, link: 'https://example.com/saebom' }],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(names(await c.findByRole('list'))).toEqual(['김도윤', '이서연', '김새봄']);
    await expect(c.getByRole('link', { name: '김새봄的主页' })).toHaveAttribute('href', 'https://example.com/saebom');
    await expect(c.getAllByRole('link')).toHaveLength(1);
  },
};

/** The same link in English, and an empty team says so. */
export const EmptyTeamEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(http.get(api(API_PATHS.developers), () => HttpResponse.json({ results: [{ ...SAMPLE_CREDITS[0], link: 'https://example.com/doyun' }] })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: "김도윤's page" })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Back-End' }));
    await userEvent.click(c.getByRole('button', { name: 'PM/DS' }));
    await expect(c.getByText('No members to show yet')).toBeVisible();
  },
};
