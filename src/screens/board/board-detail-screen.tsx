// /board/{boardId}: the post, its booth card (events) or found place and photo (lost items), up to 3 related posts.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { TIMING } from '@contract/constants';
import { kstTime } from '@contract/time';
import type { BoardPost } from '@contract/types';
import { translationKey } from '@machines/translation.helpers';
import { eventQuery, postQuery, relatedQuery } from '@/api/query';
import { boothDetailQuery } from '@/api/query-client';
import { nowMs } from '@/lib/clock';
import { isEventEnded } from '@/lib/board-order';
import { useTranslated } from '@/hooks/use-translated';
import { languageStore } from '@/stores/language';
import { PostDetail } from '@/components/board/post-detail';
import { RelatedPosts } from '@/components/board/related-posts';
import { BoothLinkCard } from '@/components/board/booth-link-card';
import { Toast } from '@/components/board/toast';
import type { PostRowView } from '@/components/board/post-row';
import styles from '@/components/board/board.module.css';
import { boardHref, rememberedCategory } from './board-category';
import { contentKey, detailFields, lostLocationKey, placeName, rowFields, titleKey, toRow, writerKey } from './board-text';
import { useToast } from './use-toast';
import { ShareButton } from '@/components/favourites/share-button';
import { shareLink } from '@/screens/my-festival/share';
import { WithLateMessages } from '@/i18n/late-messages';

const isId = (v: string | undefined): v is string => !!v && /^\d{1,9}$/.test(v);

export default function BoardDetailScreen() {
  const intl = useIntl();
  const { boardId } = useParams<{ boardId: string }>();
  const valid = isId(boardId);
  const id = valid ? boardId : '0';
  const post = useQuery({ ...postQuery(id), enabled: valid });
  const related = useQuery({ ...relatedQuery(id), enabled: valid && post.isSuccess });
  const [toast, showToast] = useToast(TIMING.eventEndedToastMs);
  const [, navigate] = useLocation();
  const back = boardHref(rememberedCategory());

  const p = post.data;
  const ended = p ? isEventEnded(p, nowMs()) : false;
  // An ended event does not open, even from a link: the toast shows, then the list.
  useEffect(() => {
    if (!ended) return;
    showToast(intl.formatMessage({ id: 'board.eventEnded' }));
    const timer = setTimeout(() => navigate(back, { replace: true }), TIMING.eventEndedToastMs);
    return () => clearTimeout(timer);
  }, [ended, back, intl, navigate, showToast]);

  const onOpen = (row: PostRowView) => {
    if (isEventEnded({ category: row.category, end_time: row.endTime }, nowMs())) {
      showToast(intl.formatMessage({ id: 'board.eventEnded' }));
      return false;
    }
    return true;
  };

  if (!valid || post.isError) {
    return (
      <div className={styles.detail}>
        <p role="alert" className={styles.message} data-tone="error">
          {intl.formatMessage({ id: 'board.detailFailed' })}
        </p>
        <Link href={back} className={styles.linkButton}>
          {intl.formatMessage({ id: 'board.backToList' })}
        </Link>
      </div>
    );
  }
  if (post.isPending) {
    return (
      <div className={styles.detail} role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (ended) {
    return (
      <div className={styles.detail}>
        <Toast message={toast} />
      </div>
    );
  }
  return <LoadedPost post={post.data} related={related.data ?? []} onOpen={onOpen} back={back} toast={toast} />;
}

interface LoadedPostProps {
  post: BoardPost;
  related: BoardPost[];
  onOpen: (row: PostRowView) => boolean;
  back: string;
  toast: string | null;
}

function LoadedPost({ post, related, onOpen, back, toast }: LoadedPostProps) {
  const intl = useIntl();
  const { lang } = useSnapshot(languageStore);
  const isEvent = post.category === 'Event';
  const boothId = isEvent && post.booth_id !== null ? post.booth_id : null;
  // Spec §4: event detail is fetched once and cached per id (no refetch while the app is open).
  const event = useQuery({ ...eventQuery(post.id), enabled: isEvent });
  const booth = useQuery({ ...boothDetailQuery(boothId ?? 0), enabled: boothId !== null });

  const boothNameKey = boothId !== null ? translationKey('booth', boothId, 'BoothName') : '';
  const t = useTranslated([
    ...detailFields(post),
    ...rowFields(related),
    ...(booth.data ? [{ key: boothNameKey, entity_type: 'booth' as const, entity_id: boothId ?? 0, field: 'BoothName', source_text: booth.data.name }] : []),
  ]);

  const start = event.data?.start_time || post.start_time;
  const end = event.data?.end_time || post.end_time;
  const eventTime =
    start && end && Number.isFinite(Date.parse(start)) && Number.isFinite(Date.parse(end))
      ? intl.formatMessage({ id: 'common.timeRange' }, { start: kstTime(new Date(start)), end: kstTime(new Date(end)) })
      : post.event_time;
  const now = nowMs();

  return (
    <>
      <PostDetail
        post={{
          id: post.id,
          category: post.category,
          title: t(titleKey(post.id), post.title),
          writer: t(writerKey(post.id), post.writer),
          createdAt: post.created_at,
          content: t(contentKey(post.id), post.detail || post.content),
          boothLocation: placeName(post.booth_location, lang),
          eventTime,
          foundLocation: post.location ? t(lostLocationKey(post.id), post.location) : null,
          image: post.image || post.images?.[0] || null,
        }}
      />
      <div className={styles.detail}>
        <WithLateMessages>
          <ShareButton name={t(titleKey(post.id), post.title)} onShare={() => shareLink(t(titleKey(post.id), post.title), `/board/${post.id}`)} />
        </WithLateMessages>
        {boothId !== null &&
          (booth.isPending ? (
            <BoothLinkCard state="loading" />
          ) : booth.isError ? (
            <BoothLinkCard state="error" boothId={boothId} />
          ) : (
            <BoothLinkCard
              state="ready"
              booth={{
                id: boothId,
                name: t(boothNameKey, booth.data.name),
                location: placeName(booth.data.location?.name || booth.data.location_name || post.booth_location, lang),
                image: booth.data.image_url,
              }}
            />
          ))}
        <RelatedPosts rows={related.map((r) => toRow(r, t, now))} onOpen={onOpen} />
        <Link href={back} className={styles.linkButton}>
          {intl.formatMessage({ id: 'board.backToList' })}
        </Link>
      </div>
      <Toast message={toast} />
    </>
  );
}
