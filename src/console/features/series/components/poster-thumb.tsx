/** A poster at 3:4, or a grey box saying there is none yet. */
import { PictureOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useT } from '#console/lib/i18n.ts';

export function PosterThumb({ src, width }: { src: string; width: number }) {
  const t = useT();
  const { token } = theme.useToken();
  const box = { width, height: Math.round((width * 4) / 3), borderRadius: token.borderRadiusSM };
  return src ? (
    <img src={src} alt={t('series.poster')} style={{ ...box, objectFit: 'cover', display: 'block' }} />
  ) : (
    <div
      role="img"
      aria-label={t('series.no_poster')}
      style={{
        ...box,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorFillTertiary,
        color: token.colorTextTertiary,
        fontSize: width / 2.5,
      }}
    >
      <PictureOutlined />
    </div>
  );
}
