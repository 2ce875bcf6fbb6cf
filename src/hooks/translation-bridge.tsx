// Loaded by useDeferredTranslated: runs useTranslated and hands every new `t` to the screen.
import { useLayoutEffect } from 'react';
import type { TranslationFieldRequest } from '@machines/translation.helpers';
import { useTranslated } from '@/hooks/use-translated';
import type { Translate } from './translate';

export function TranslationBridge({
  fields,
  onChange,
}: {
  fields: readonly TranslationFieldRequest[];
  onChange: (next: () => Translate) => void;
}) {
  const t = useTranslated(fields);
  useLayoutEffect(() => onChange(() => t), [t, onChange]);
  return null;
}
