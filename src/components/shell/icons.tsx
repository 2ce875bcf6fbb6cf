// Inline icons: no icon font or image request on the first screen.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { filled?: boolean };

const base = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

export function MapIcon({ filled, ...p }: IconProps) {
  return (
    <svg {...base} {...p}>
      <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 4v14M15 6v14" stroke={filled ? '#fff' : 'currentColor'} strokeWidth="1.5" />
    </svg>
  );
}
export function CalendarIcon({ filled, ...p }: IconProps) {
  return (
    <svg {...base} {...p}>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke={filled ? '#fff' : 'currentColor'} strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
export function HomeIcon({ filled, ...p }: IconProps) {
  return (
    <svg {...base} {...p}>
      <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4v-9Z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
export function BoardIcon({ filled, ...p }: IconProps) {
  return (
    <svg {...base} {...p}>
      <rect x="4" y="3.5" width="16" height="17" rx="2.5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      <path d="M8 9h8M8 13h8M8 17h5" stroke={filled ? '#fff' : 'currentColor'} strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
export function GameIcon({ filled, ...p }: IconProps) {
  return (
    <svg {...base} {...p}>
      <rect x="2.5" y="7" width="19" height="11" rx="5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      <path d="M7 10.5v4M5 12.5h4" stroke={filled ? '#fff' : 'currentColor'} strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="16" cy="11.5" r="1.2" fill={filled ? '#fff' : 'currentColor'} />
      <circle cx="18" cy="13.8" r="1.2" fill={filled ? '#fff' : 'currentColor'} />
    </svg>
  );
}
export function BackIcon(p: IconProps) {
  return (
    <svg {...base} {...p}>
      <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
export function PersonIcon(p: IconProps) {
  return (
    <svg {...base} {...p}>
      <circle cx="12" cy="8.5" r="3.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.5 20c.8-3.8 3.8-5.8 7.5-5.8s6.7 2 7.5 5.8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
export function ChevronDownIcon(p: IconProps) {
  return (
    <svg {...base} width={16} height={16} {...p}>
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
export function LogoMark(p: IconProps) {
  return (
    <svg width="116" height="28" viewBox="0 0 116 28" aria-hidden="true" {...p}>
      <circle cx="14" cy="14" r="11" fill="#FF7A00" />
      <path d="M9 15c2-5 8-6 10-2-3 0-5 2-6 5-2 0-3-1-4-3Z" fill="#fff" />
      <text x="30" y="19" fontSize="13" fontWeight="800" fill="#2B2118" fontFamily="system-ui, sans-serif">DGU FESTA</text>
    </svg>
  );
}
