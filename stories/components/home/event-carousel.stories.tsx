import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { EventCarousel } from '@/components/home/event-carousel';

const slides = [
  { id: 9, name: '보드게임 카페', location: '만해광장', imageUrl: '/images/defaults/booth.svg' },
  { id: 7, name: '타로 상담소', location: '팔정도', imageUrl: '/images/defaults/booth.svg' },
  { id: 5, name: '페이스 페인팅', location: '명진관', imageUrl: '/images/defaults/booth.svg' },
];

const meta = {
  title: 'Home/EventCarousel',
  component: EventCarousel,
  args: { status: 'ready', slides },
} satisfies Meta<typeof EventCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownName = (el: HTMLElement) => el.querySelector('li:not([aria-hidden]) strong')?.textContent;

/** Slides change by themselves every 3 s; 'more' goes to the event board. */
export const AutoSlide: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '이벤트 중인 부스' })).toBeVisible();
    await expect(c.getByRole('link', { name: '더보기' })).toHaveAttribute('href', '/board?category=Event');
    await expect(c.getByRole('link', { name: /보드게임 카페/ })).toHaveAttribute('href', '/booth/9');
    await expect(shownName(canvasElement)).toBe('보드게임 카페');
    await new Promise((r) => setTimeout(r, 2700));
    await expect(shownName(canvasElement)).toBe('보드게임 카페');
    await waitFor(() => expect(shownName(canvasElement)).toBe('타로 상담소'), { timeout: 1000 });
  },
};

/** With the keyboard inside (Tab onto the slide), the slides stay; they go on once focus leaves. */
export const StaysWhileFocused: Story = {
  args: { intervalMs: 200 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('heading', { name: '이벤트 중인 부스' }));
    await userEvent.tab(); // 더보기
    await userEvent.tab();
    await expect(c.getByRole('link', { name: /보드게임 카페/ })).toHaveFocus();
    // Five intervals with the slide focused: it stays, and keeps its name for a screen reader.
    await new Promise((r) => setTimeout(r, 1000));
    await expect(shownName(canvasElement)).toBe('보드게임 카페');
    await expect(c.getByRole('link', { name: /보드게임 카페/ })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(shownName(canvasElement)).toBe('타로 상담소'));
  },
};

/** The dots choose a slide. */
export const Dots: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '이벤트 3번 보기' }));
    await expect(c.getByRole('button', { name: '이벤트 3번 보기' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shownName(canvasElement)).toBe('페이스 페인팅');
  },
};

function drag(el: HTMLElement, dx: number) {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const base = { pointerId: 1, pointerType: 'touch', isPrimary: true, buttons: 1, clientY: y };
  fireEvent.pointerDown(el, { ...base, clientX: x });
  for (let i = 1; i <= 5; i++) fireEvent.pointerMove(el, { ...base, clientX: x + (dx * i) / 5 });
  fireEvent.pointerUp(el, { ...base, buttons: 0, clientX: x + dx });
}

/** A swipe of more than 50 px changes the slide; a shorter one does not. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByTestId('event-carousel');
    drag(carousel, -30);
    await expect(shownName(canvasElement)).toBe('보드게임 카페');
    drag(carousel, -80);
    await waitFor(() => expect(shownName(canvasElement)).toBe('타로 상담소'));
    drag(carousel, 80);
    await waitFor(() => expect(shownName(canvasElement)).toBe('보드게임 카페'));
    drag(carousel, 80);
    await waitFor(() => expect(shownName(canvasElement)).toBe('페이스 페인팅'));
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { slides: [{ id: 9, name: 'Board Game Cafe', location: 'Manhae Square', imageUrl: '/images/defaults/booth.svg' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Booths running events' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/board?category=Event');
    await expect(c.getByRole('link', { name: /Board Game Cafe/ })).toBeVisible();
    // One slide: nothing to choose between.
    await expect(c.queryByRole('group')).toBeNull();
  },
};
