// The festival's uploaded campus map (issue 22), loaded only when GET /api/locations carries one: the image the
// organisers uploaded, drawn whole inside the map frame, and its pins as percent of the image. The sample
// festival has none and keeps the built-in drawing (campus-art.ts), so /map's first paint does not carry this.
import { useIntl } from 'react-intl';
import type { LocationRow, UploadedCampusMap } from '@contract/campus-map';
import type { Language } from '@contract/constants';
import type { CampusMapArt, MapPin } from './campus-map';

function UploadedMapImage({ map }: { map: UploadedCampusMap }) {
  const intl = useIntl();
  return (
    <img
      src={map.image_url}
      alt={intl.formatMessage({ id: 'map.uploadedMap' })}
      width={map.width}
      height={map.height}
      draggable={false}
      style={{ display: 'block', width: '100%', height: '100%', userSelect: 'none', pointerEvents: 'none' }}
    />
  );
}

/** What CampusMap draws instead of the built-in art. */
export function uploadedArt(map: UploadedCampusMap): CampusMapArt {
  return { node: <UploadedMapImage map={map} />, aspect: map.width / map.height };
}

/** The placed locations' pins (percent of the image), named in the visitor's language. */
export function uploadedPins(map: UploadedCampusMap, locations: readonly LocationRow[], lang: Language): Omit<MapPin, 'badge'>[] {
  const byId = new Map(locations.map((l) => [l.id, l]));
  return map.pins.flatMap((p) => {
    const l = byId.get(p.id);
    return l ? [{ id: p.id, name: l.names[lang], x: p.x * 100, y: p.y * 100 }] : [];
  });
}
