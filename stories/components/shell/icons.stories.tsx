import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackIcon, BoardIcon, CalendarIcon, ChevronDownIcon, GameIcon, HomeIcon, LogoMark, MapIcon, PersonIcon } from '@/components/shell/icons';

function Gallery() {
  const icons = { MapIcon, CalendarIcon, HomeIcon, BoardIcon, GameIcon, BackIcon, PersonIcon, ChevronDownIcon };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16 }}>
      <LogoMark />
      {Object.entries(icons).map(([name, Icon]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center', color: '#231f1c' }}>
          <Icon /> <Icon filled style={{ color: '#ff7a00' }} />
          <figcaption style={{ fontSize: 10 }}>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = { title: 'Shell/Icons', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;

export const All: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // Icons are decorative: hidden from assistive technology, labelled by their controls.
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(17);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
