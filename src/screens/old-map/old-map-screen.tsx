// /mapold (spec §2 Old map): the older variant on fixed sample data, with its own chips and a 400-800 px sheet,
// capped by the window like the map's (window height minus 182), so its handle never slides under the top bar.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { OLD_MAP_SHEET_INPUT } from '@machines/bottom-sheet.geometry';
import { SHEET } from '@contract/constants';
import { locationById } from '@contract/sample/locations';
import { languageStore } from '@/stores/language';
import { BottomSheet } from '@/components/map/bottom-sheet';
import { CampusMap, type MapPin } from '@/components/map/campus-map';
import { FilterChips } from '@/components/map/filter-chips';
import { SearchBox } from '@/components/map/search-box';
import { SpotList } from '@/components/map/spot-list';
import styles from '@/components/map/map.module.css';
import { OLD_CATEGORIES, OLD_CATEGORY_LABEL, OLD_ITEMS, oldSheet, type OldCategory } from './old-map-data';

export default function OldMapScreen() {
  const intl = useIntl();
  const { lang } = useSnapshot(languageStore);
  const [category, setCategory] = useState<OldCategory>('booth');
  const [spot, setSpot] = useState<number | null>(null);
  const [query, setQuery] = useState('');

  const spotName = (id: number) => locationById(id)?.names[lang] ?? '';
  const categoryName = (c: OldCategory) => intl.formatMessage({ id: OLD_CATEGORY_LABEL[c] });
  const spotIds = [...new Set(OLD_ITEMS.filter((i) => i.category === category).map((i) => i.spot))];
  const pins: MapPin[] = spotIds.flatMap((id) => {
    const loc = locationById(id);
    return loc ? [{ id, name: loc.names[lang], x: loc.pin.x, y: loc.pin.y }] : [];
  });

  const sheet = oldSheet(category, spot, query);
  const noInfo = intl.formatMessage({ id: 'oldmap.noInfo' }, { category: categoryName(category) });
  const messages = {
    noBoothSelected: intl.formatMessage({ id: 'oldmap.noBoothSelected' }),
    clickFoodTruck: intl.formatMessage({ id: 'oldmap.clickFoodTruck' }),
    noInfo,
    noResultFor: intl.formatMessage({ id: 'oldmap.noResultFor' }, { query: query.trim() }),
  };

  return (
    <div className={styles.screen}>
      <div className={styles.controls}>
        <SearchBox
          value={query}
          onChange={setQuery}
          label={intl.formatMessage({ id: 'map.search' })}
          placeholder={intl.formatMessage({ id: 'oldmap.searchPlaceholder' })}
        />
        <FilterChips
          items={OLD_CATEGORIES.map((c) => ({ id: c, label: categoryName(c) }))}
          value={category}
          onSelect={(c) => {
            setCategory(c);
            setSpot(null);
          }}
          label={intl.formatMessage({ id: 'map.filter' })}
        />
      </div>
      <div className={styles.mapArea}>
        <CampusMap pins={pins} selectedId={spot} onSelectPin={(id) => setSpot(spot === id ? null : id)} bottomInset={SHEET.oldMin} />
        <BottomSheet
          input={OLD_MAP_SHEET_INPUT}
          label={intl.formatMessage({ id: 'map.sheet' })}
          handleLabel={intl.formatMessage({ id: 'map.sheetHandle' })}
        >
          {sheet.kind === 'message' ? (
            <SpotList items={[]} emptyText={messages[sheet.message]} />
          ) : (
            <>
              {sheet.note && (
                <p role="status" className={styles.alert}>
                  {noInfo}
                </p>
              )}
              <SpotList
                emptyText={noInfo}
                items={sheet.items.map((i) => ({
                  key: i.id,
                  title: i.title,
                  subtitle: `${categoryName(i.category)} · ${spotName(i.spot)}`,
                  distanceM: i.distance,
                  selected: spot !== null && i.spot === spot,
                }))}
              />
            </>
          )}
        </BottomSheet>
      </div>
    </div>
  );
}
