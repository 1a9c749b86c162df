/** The banner carousel proper (lazy chunk, see home-banners.tsx): autoplay, loop, swipe. */
import { Swiper } from 'antd-mobile';
import { BannerSlide, type Banner } from './home-banners.tsx';
import styles from './home-banners.module.css';

const AUTOPLAY_INTERVAL_MS = 4000;

export default function BannerSwiper({ banners }: { banners: Banner[] }) {
  return (
    <Swiper
      className={styles.swiper}
      autoplay
      autoplayInterval={AUTOPLAY_INTERVAL_MS}
      loop
      indicatorProps={{ className: styles.indicator }}
    >
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.banner_id}>
          <BannerSlide banner={banner} first={index === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
