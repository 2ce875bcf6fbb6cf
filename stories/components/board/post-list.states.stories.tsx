import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostList, type BoardEmptyId } from '@/components/board/post-list';

const meta = {
  title: 'Board/PostList/States',
  component: PostList,
  args: { state: 'loading' },
} satisfies Meta<typeof PostList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '불러오는 중…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요');
  },
};

/** A 4xx answer's own message is shown under the catalogue text. */
export const FailedWithMessage: Story = {
  args: { state: 'error', message: 'too many requests' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('게시글을 불러오지 못했어요');
    await expect(alert).toHaveTextContent('too many requests');
  },
};

export const FailedEnglish: Story = {
  args: { state: 'error' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load posts');
  },
};

const empty = (emptyId: BoardEmptyId, text: string, locale = 'ko'): Story => ({
  args: { state: 'ready', rows: [], emptyId },
  parameters: { locale },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(text);
    await expect(c.queryByRole('list')).toBeNull();
  },
});

export const EmptyAll = empty('board.noPosts', '게시글이 없어요');
export const EmptyNotice = empty('board.noNotice', '공지가 없어요');
export const EmptyEvent = empty('board.noEvent', '진행 중인 이벤트가 없어요');
export const EmptyLost = empty('board.noLost', '다행히 아직 분실물이 없어요');
export const NoSearchResults = empty('board.noResults', '검색 결과가 없어요');
export const EmptyLostEnglish = empty('board.noLost', 'Luckily no lost items yet', 'en');
export const NoSearchResultsEnglish = empty('board.noResults', 'No search results', 'en');
