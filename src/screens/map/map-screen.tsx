// /map (spec §2 Map, §4 Map and Bottom sheet, §5): search, category chips, the campus map with pins, the
// detailed building maps on Booth, and the draggable sheet of results.
import { Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazy } from '@/lib/lazy';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useQuery } from '@tanstack/react-query';
import { CATEGORIES, SHEET, type Category, type FestivalDate } from '@contract/constants';
import { CAMPUS_LOCATIONS, locationById } from '@contract/sample/locations';
import { languageStore } from '@/stores/language';
import { defaultMapChoices, mapChoices } from '@/stores/map-choices';
import { visitorStore } from '@/stores/visitor';
import { BottomSheet } from '@/components/map/bottom-sheet';
import { BoothControls } from '@/components/map/booth-controls';
import { CampusMap, type MapPin } from '@/components/map/campus-map';
import { FilterChips } from '@/components/map/filter-chips';
import { readMapNavigationState } from '@/components/map/map-state';
import { SearchBox } from '@/components/map/search-box';
import { useDeferredModule } from '@/hooks/use-deferred-module';
import { boothNameFields, shownBoothName, shownLocationName } from '@/components/place/place-names';
import styles from '@/components/map/map.module.css';
import { filterResults, onChosenDay } from './map-filter';
import { useTranslated } from '@/hooks/use-translated';
import { useHydrated } from '@/hooks/use-hydrated';
import { mapMemory } from './map-memory';
import { MapResults, preloadCards, type ResultRow } from './map-results';
import { useMapData } from './use-map-data';
import { locationsQuery } from '@/api/locations';
import { retryImport } from '@/lib/retry-import';

// A building's floor plan shows only once a pin with a plan is chosen on Booth: its code (and its plan's data) come
// when one is opened, never with /map's first paint or its idle downloads.
const BuildingMap = lazy(retryImport(() => import('@/components/map/building-map').then((m) => ({ default: m.BuildingMap }))));
// Booth waits on the pins and the "short wait only" filter (issue 20): their data comes after a fetch anyway.
const loadMapStatus = () => import('./map-status');
// The festival's uploaded campus map (issue 22): its code comes only when /api/locations carries one.
const loadUploadedMap = () => import('@/components/map/uploaded-map');
const noModule = () => Promise.resolve(null);
const noStatus = () => () => {};
const noView = () => null;

/** Navigation state wins once (then it is dropped so back and reload use the remembered choices). */
function takeNavigationState(): void {
  const nav = readMapNavigationState(globalThis.history?.state);
  if (!nav) return;
  if (nav.filter) mapChoices.lastFilter = nav.filter;
  if (nav.pin !== undefined) mapChoices.lastPin = nav.pin;
  try {
    const { filter: _f, pin: _p, ...rest } = (history.state ?? {}) as Record<string, unknown>;
    history.replaceState(rest, '');
  } catch {
    // A sandboxed frame may refuse: the choices are already taken.
  }
}

export default function MapScreen() {
  const intl = useIntl();
  useState(takeNavigationState);
  const { lang } = useSnapshot(languageStore);
  // The stored choices once React has taken a map the server drew over (it drew a visitor with none).
  const stored = useSnapshot(mapChoices);
  const choices = useHydrated() ? stored : defaultMapChoices();
  const { userId } = useSnapshot(visitorStore);
  const [search, setSearch] = useState(mapMemory.search);
  const filter = choices.lastFilter;
  const pin = choices.lastPin;

  // What the first paint can do without, fetched right after it (alongside the booth list).
  useEffect(preloadCards, []);
  const status = useDeferredModule(loadMapStatus);
  const waits = useSyncExternalStore(status?.subscribe ?? noStatus, status?.snapshot ?? noView, noView);
  const located = useQuery(locationsQuery());
  const uploaded = located.data?.map ?? null;
  const uploadedCode = useDeferredModule(uploaded ? loadUploadedMap : noModule);
  const art = useMemo(() => (uploaded && uploadedCode ? uploadedCode.uploadedArt(uploaded) : null), [uploaded, uploadedCode]);

  const { items: listed, loading, locate } = useMapData({ filter, date: choices.selectedDate, isNight: choices.isNight, userId });
  // Booths wait for the status code (the filter may be on): null until then, like the like cards.
  const booths = filter === 'Booth';
  const shown = useMemo(() => (booths ? status && waits && status.visibleBooths(listed, waits) : listed), [booths, status, waits, listed]);
  const items = useMemo(() => shown ?? [], [shown]);
  const t = useTranslated(boothNameFields(items));

  const rowsOf = (list: typeof items): ResultRow[] =>
    list.map((item) => ({
      item,
      name: shownBoothName(item.booth_id, item.name, t),
      locationName: shownLocationName(item.booth_id, item.location, lang, t),
    }));
  const dated = useMemo(() => onChosenDay(items, filter, choices.selectedDate), [items, filter, choices.selectedDate]);
  const rows = rowsOf(
    filterResults(items, {
      category: filter,
      date: choices.selectedDate,
      pin,
      query: search,
      shownName: (i) => shownBoothName(i.booth_id, i.name, t),
      shownLocation: (i) => shownLocationName(i.booth_id, i.location, lang, t),
    }),
  );

  // Pins where the chosen category has something (and the selected one, always).
  const pinIds = new Set(dated.map((i) => i.location?.id));
  if (pin !== null) pinIds.add(pin);
  const badge = (id: number) => booths && status && waits && <status.PinWait items={dated} locationId={id} view={waits} />;
  // An uploaded map shows every location the organisers placed on it; the built-in art, where the category has something.
  const pins: MapPin[] =
    art && uploaded && uploadedCode
      ? uploadedCode.uploadedPins(uploaded, located.data?.results ?? [], lang).map((p) => ({ ...p, badge: badge(p.id) }))
      : CAMPUS_LOCATIONS.filter((l) => pinIds.has(l.id)).map((l) => ({
          id: l.id,
          name: l.names[lang],
          x: l.pin.x,
          y: l.pin.y,
          badge: badge(l.id),
        }));

  // The festival's own locations once read (has_detail_map follows whether Staff gave it a plan), the sample's before.
  const locationOf = (id: number) => located.data?.results.find((l) => l.id === id) ?? locationById(id);
  const selectedLocation = pin !== null ? locationOf(pin) : undefined;
  const buildingOpen = filter === 'Booth' && !!selectedLocation?.hasDetailMap;
  const noDetailMap = filter === 'Booth' && !!selectedLocation && !selectedLocation.hasDetailMap;

  const chooseFilter = (c: Category) => {
    // Every chip click clears the selected pin; the active chip stays selected.
    mapChoices.lastFilter = c;
    mapChoices.lastPin = null;
  };
  const choosePin = (id: number) => {
    const next = pin === id ? null : id;
    mapChoices.lastPin = next;
    const loc = next !== null ? locationOf(next) : undefined;
    if (filter === 'Booth' && loc && !loc.hasDetailMap) console.info(`map: no detailed map for ${loc.names.ko} (${loc.id})`);
  };
  const onSearch = (v: string) => {
    mapMemory.search = v;
    setSearch(v);
  };

  const chips = CATEGORIES.map((c) => ({ id: c, label: intl.formatMessage({ id: `category.${c}` }) }));
  const locationAlert =
    locate && !locate.ok ? intl.formatMessage({ id: locate.reason === 'unsupported' ? 'map.locationUnsupported' : 'map.locationError' }) : null;

  let message: ReactNode = null;
  if (loading || !shown) message = intl.formatMessage({ id: 'common.loading' });
  else if (rows.length === 0)
    message = !search.trim() && waits?.shortOnly && status ? <status.NoShortWaitText /> : intl.formatMessage({ id: search.trim() ? 'map.noResults' : 'map.noBooths' });

  return (
    <div className={styles.screen}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'tab.map' })}</h1>
      <div className={styles.controls}>
        <SearchBox
          value={search}
          onChange={onSearch}
          label={intl.formatMessage({ id: 'map.search' })}
          placeholder={intl.formatMessage({ id: 'map.searchPlaceholder' })}
        />
        <FilterChips items={chips} value={filter} onSelect={chooseFilter} label={intl.formatMessage({ id: 'map.filter' })} />
        {filter === 'Booth' && (
          <BoothControls
            date={choices.selectedDate}
            isNight={choices.isNight}
            onDateChange={(d: FestivalDate) => (mapChoices.selectedDate = d)}
            onNightChange={(n) => (mapChoices.isNight = n)}
          >
            {status && waits && <status.WaitToggle view={waits} />}
          </BoothControls>
        )}
      </div>
      <div className={styles.mapArea}>
        <CampusMap pins={pins} art={art} selectedId={pin} onSelectPin={choosePin} bottomInset={SHEET.min} />
        {buildingOpen && selectedLocation && (
          <Suspense fallback={null}>
            <BuildingMap
              locationId={selectedLocation.id}
              name={selectedLocation.names[lang]}
              date={choices.selectedDate}
              isNight={choices.isNight}
              booths={rowsOf(dated).map((r) => ({ boothId: r.item.booth_id, name: r.name }))}
              onClose={() => (mapChoices.lastPin = null)}
            />
          </Suspense>
        )}
        <BottomSheet
          input={mapMemory.sheetHeight !== null ? { initial: mapMemory.sheetHeight } : undefined}
          label={intl.formatMessage({ id: 'map.sheet' })}
          handleLabel={intl.formatMessage({ id: 'map.sheetHandle' })}
          onRest={(h) => (mapMemory.sheetHeight = h)}
          listKey={`${filter} ${pin} ${choices.selectedDate} ${choices.isNight}`}
          header={
            (locationAlert || noDetailMap) && (
              <>
                {locationAlert && (
                  <p role="alert" className={styles.alert}>
                    {locationAlert}
                  </p>
                )}
                {noDetailMap && (
                  <p role="status" className={styles.alert}>
                    {intl.formatMessage({ id: 'map.noDetailMap' })}
                  </p>
                )}
              </>
            )
          }
        >
          {message ? (
            <p role="status" className={styles.message}>
              {message}
            </p>
          ) : (
            <MapResults
              rows={rows}
              lang={lang}
              selectedPin={pin}
              onSelectPin={choosePin}
              loading={
                <p role="status" className={styles.message}>
                  {intl.formatMessage({ id: 'common.loading' })}
                </p>
              }
            />
          )}
        </BottomSheet>
      </div>
    </div>
  );
}
