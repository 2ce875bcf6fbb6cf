// Names of booths and their places in the chosen language. Campus locations carry their four names in the
// locations table; anything else (and every booth name) goes through the translation service.
import type { Language } from '@contract/constants';
import { locationById } from '@contract/sample/locations';
import { translationKey, type Translate, type TranslationFieldRequest } from '@machines/translation.helpers';

export type { Translate };

interface Named {
  booth_id: number;
  name: string;
  location?: { id: number; name: string } | null;
}

export const boothNameKey = (id: number) => translationKey('booth', id, 'BoothName');
export const boothLocationKey = (id: number) => translationKey('booth', id, 'BoothLocation');

/** The fields a list of booths needs translated: every name, and the places the table does not know. */
export function boothNameFields(items: readonly Named[]): TranslationFieldRequest[] {
  return items.flatMap((i) => {
    const out: TranslationFieldRequest[] = [
      { key: boothNameKey(i.booth_id), entity_type: 'booth', entity_id: i.booth_id, field: 'BoothName', source_text: i.name },
    ];
    const loc = i.location;
    if (loc && loc.name && !locationById(loc.id)) {
      out.push({ key: boothLocationKey(i.booth_id), entity_type: 'booth', entity_id: i.booth_id, field: 'BoothLocation', source_text: loc.name });
    }
    return out;
  });
}

export function shownLocationName(boothId: number, location: { id: number; name: string } | null | undefined, lang: Language, t: Translate): string {
  if (!location) return '';
  const known = locationById(location.id);
  if (known) return known.names[lang];
  return t(boothLocationKey(boothId), location.name);
}

export function shownBoothName(boothId: number, name: string, t: Translate): string {
  return t(boothNameKey(boothId), name);
}
