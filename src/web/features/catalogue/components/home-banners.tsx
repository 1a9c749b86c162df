/**
 * The banner carousel at the top of home. Its box has a fixed aspect ratio from the start
 * (skeleton, then banners: nothing below it moves). The first banner paints as a plain link
 * with an eager, high-priority image; antd-mobile's Swiper (and its gesture and spring code)
 * loads after the first paint and takes over the same box with the same first slide.
 */
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '#shared/contract/catalogue.ts';
import { DramaLink } from '#web/components/drama-link.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import styles from './home-banners.module.css';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

export type Banner = HomeData['banners'][number];

export const loadBannerSwiper = () => import('./banner-swiper.tsx');
const BannerSwiper = lazy(loadWhenOnline(loadBannerSwiper));

/** Intrinsic size hint of banner images (16:9). */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 422;

export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <DramaLink dramaId={banner.drama_id} className={styles.slide} testId="home-banner">
      <img
        className={styles.image}
        src={banner.image}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? 'auto' : 'async'}
        fetchPriority={first ? 'high' : 'auto'}
        draggable={false}
      />
      <span className={styles.caption}>{banner.title}</span>
    </DramaLink>
  );
}

/** Memoized: home renders again when its query's state changes, most often with the same banners. */
export const HomeBanners = memo(function HomeBanners({
  banners,
  loading,
}: {
  banners: Banner[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (loading) return <div className={`${styles.box} ${skeleton.block}`} aria-hidden="true" />;
  const first = banners?.[0];
  if (!banners || !first) return null;
  return (
    <section className={styles.box} aria-label={t('home.banner_label')} aria-roledescription="carousel">
      {banners.length === 1 ? (
        <BannerSlide banner={first} first />
      ) : (
        <Suspense fallback={<BannerSlide banner={first} first />}>
          <BannerSwiper banners={banners} />
        </Suspense>
      )}
    </section>
  );
});
