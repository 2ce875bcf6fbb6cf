import { useState, type CSSProperties } from 'react';
import type { Category } from '@contract/constants';

/** Spec §2: default images differ for FoodTruck, Drink and the other categories. */
export function defaultImageFor(category: Category | string | null | undefined): string {
  switch (category) {
    case 'FoodTruck':
      return '/images/defaults/foodtruck.svg';
    case 'Drink':
      return '/images/defaults/drink.svg';
    case 'Toilet':
      return '/images/defaults/toilet.svg';
    case 'Booth':
      return '/images/defaults/booth.svg';
    default:
      return '/images/defaults/other.svg';
  }
}

export interface BoothImageProps {
  src: string | null | undefined;
  category: Category | string | null | undefined;
  alt: string;
  width: number;
  height: number;
  lazy?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** The booth's own image, or its category's default when there is none or it fails to load. */
export function BoothImage({ src, category, alt, width, height, lazy, className, style }: BoothImageProps) {
  const fallback = defaultImageFor(category);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : fallback;
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
      style={style}
      data-fallback={shown === fallback || undefined}
      onError={() => {
        if (shown !== fallback) setFailed(src ?? null);
      }}
    />
  );
}
