import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ConsoleImportScreen from '@/screens/console/console-import-screen';
import { adminScreen, asAdmin, CLUB, routes, STAFF } from '../components/admin/admin-story-kit';

const Screen = routes({ '/admin/console/import': ConsoleImportScreen });

const meta = {
  title: 'Screens/Admin/ConsoleImport',
  component: Screen,
  ...adminScreen('/admin/console/import', asAdmin(STAFF)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const HEAD = 'booth,category,location,night,days,open,close,description,menu,price\r\n';
const csv = (text: string, name = 'booths.csv') => new File([HEAD + text], name, { type: 'text/csv' });

/** Staff pick a sheet with two bad rows (mock server's dry run), then the fixed sheet, and import it. */
export const BadRowsThenFixed: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = await c.findByLabelText('Choose a file (CSV or XLSX, up to 1 MB)', undefined, { timeout: 4000 });
    await userEvent.upload(input, csv('Story Tea,Booth,Dahyang Hall,no,,11:00,18:00,,Tea,free\r\nStory Cake,Booth,Moon base,no,,,,,Cake,3000\r\n'));
    const alert = await c.findByRole('alert', undefined, { timeout: 4000 });
    await expect(alert).toHaveTextContent('booths.csv has 2 problems. Nothing was imported');
    const items = within(alert).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Row 2 · price');
    await expect(items[1]).toHaveTextContent('Row 3 · location Unknown location: Moon base');
    await expect(c.queryByRole('button', { name: 'Import' })).toBeNull();
    await userEvent.upload(input, csv('Story Tea,Booth,Dahyang Hall,no,,11:00,18:00,,Tea,3000\r\nStory Cake,Booth,3,no,,,,,Cake,3000\r\n', 'booths-fixed.csv'));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('booths-fixed.csv is clean: 2 booths, 2 menus, 0 acts.'), { timeout: 4000 });
    await userEvent.click(c.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('Imported: 2 booths, 2 menus, 0 acts.'), { timeout: 4000 });
  },
};

/** A formula cell and a script in a name, reported in Korean. */
export const HostileSheet: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = await c.findByLabelText('파일 선택 (CSV 또는 XLSX, 최대 1 MB)', undefined, { timeout: 4000 });
    await userEvent.upload(input, csv('"=HYPERLINK(""x"")",Booth,3,,,,,,,\r\n<script>x</script>,Booth,3,,,,,,,\r\n'));
    const alert = await c.findByRole('alert', undefined, { timeout: 4000 });
    const items = within(alert).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('2행 · booth =HYPERLINK("x"): =, +, -, @로 시작할 수 없습니다');
    await expect(items[1]).toHaveTextContent('3행 · booth <script>x</script>: 이름에 <, > 나 script 태그를 쓸 수 없습니다.');
  },
};

/** A Club account is not Staff: sent to login. */
export const ClubRefused: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
  },
};
