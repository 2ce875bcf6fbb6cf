import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuditEntry } from '@contract/console';
import { AuditList } from '@/components/console/audit-list';

const ENTRIES: AuditEntry[] = [
  {
    id: 2,
    at: '2025-09-25T05:10:00.000Z',
    admin_name: '중앙동아리 프론티어',
    admin_role: 'Club',
    action: 'update',
    entity: 'booth',
    entity_id: '1',
    before: '{"menus":"떡볶이 3000"}',
    after: '{"menus":"떡볶이 4000"}',
  },
  { id: 1, at: '2025-09-25T05:00:00.000Z', admin_name: '축제기획단', admin_role: 'Staff', action: 'create', entity: 'account', entity_id: '10', before: null, after: '{"name":"새 동아리"}' },
];

const meta = { title: 'Console/AuditList', component: AuditList, args: { entries: ENTRIES, onRetry: fn() } } satisfies Meta<typeof AuditList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('09. 25. 14:10');
    await expect(items[0]).toHaveTextContent('중앙동아리 프론티어 · 부스 1 수정');
    await expect(items[0]).toHaveTextContent('변경 전: {"menus":"떡볶이 3000"}');
    await expect(items[1]).toHaveTextContent('축제기획단 · 계정 10 추가');
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expect(c.getAllByRole('listitem')[0]).toHaveTextContent('중앙동아리 프론티어 edited booth 1');
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveTextContent('축제기획단・アカウント 10 追加'),
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('修改后：{"menus":"떡볶이 4000"}'),
};
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('아직 바뀐 내용이 없어요')).toBeVisible(),
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중'),
};
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('불러오지 못했어요');
    await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
