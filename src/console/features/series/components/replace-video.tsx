/** An episode's "Replace video": a dialog with the upload panel for that episode (composed by the route). */
import { SwapOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '#console/lib/i18n.ts';

export function ReplaceVideo({ number, panel }: { number: number; panel: () => ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<SwapOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('series.replace_video_of', { number })}
        title={t('series.replace_video_of', { number })}
      />
      <Modal
        open={open}
        title={t('series.replace_video_of', { number })}
        onCancel={() => setOpen(false)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        {open ? panel() : null}
      </Modal>
    </>
  );
}
