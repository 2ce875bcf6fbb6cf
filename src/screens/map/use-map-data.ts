// The map's data: the visitor's position (asked once per visit of the map) and the list call of spec §7.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, type Category } from '@contract/constants';
import type { BoothListItem, BoothListRequest } from '@contract/types';
import { boothListQuery, stableRequest } from '@/api/query-client';
import { locateUser, type LocateResult } from '@/lib/geo';
import { withDeviceDistances } from './map-filter';
import { mapMemory } from './map-memory';

export interface MapDataInput {
  filter: Category;
  date: string;
  isNight: boolean;
  userId: string | null;
}

export function mapListRequest(input: MapDataInput, locate: LocateResult | null): BoothListRequest {
  const userLocation = locate?.ok ? locate.location : null;
  return {
    types: [input.filter],
    limit: LIMITS.mapList,
    ordering: 'distance',
    // Toilets are listed without the visitor's position.
    user_location: input.filter === 'Toilet' ? null : userLocation,
    user_id: input.userId,
    ...(input.filter === 'Booth' ? { is_night: input.isNight, date: input.date } : {}),
  };
}

const sameListBesidesLocation = (a: unknown, b: BoothListRequest) => {
  const strip = (r: BoothListRequest) => JSON.stringify(stableRequest({ ...r, user_location: undefined }));
  return strip((a ?? {}) as BoothListRequest) === strip(b);
};

export function useMapData(input: MapDataInput) {
  const [locate, setLocate] = useState<LocateResult | null>(mapMemory.locate);
  useEffect(() => {
    let live = true;
    void locateUser().then((r) => {
      if (!live) return;
      if (!r.ok) console.info('map: no visitor position', r.reason);
      mapMemory.locate = r;
      setLocate(r);
    });
    return () => {
      live = false;
    };
  }, []);

  const req = mapListRequest(input, locate);
  const query = useQuery({
    ...boothListQuery(req),
    // While the position arrives, the same list without distances stays on screen.
    placeholderData: (prev, prevQuery) =>
      prevQuery && sameListBesidesLocation(prevQuery.queryKey[2], req) ? prev : undefined,
  });
  useEffect(() => {
    if (query.error) console.warn('map: booth list failed', query.error);
  }, [query.error]);

  const me = locate?.ok ? locate.location : null;
  const items: BoothListItem[] = useMemo(() => withDeviceDistances(query.data ?? [], me), [query.data, me]);
  return { items, loading: query.isPending, failed: query.isError, locate };
}
