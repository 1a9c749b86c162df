/** The authenticator enrolment: the otpauth URI as a QR code (SVG, drawn here) and the secret as text to copy. */
import { Flex, Skeleton, Typography } from 'antd';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '#console/lib/i18n.ts';

/** The secret in groups of four, as authenticator apps show and accept it. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export function TotpQr({ uri, secret }: { uri: string; secret: string }) {
  const t = useT();
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    qrSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
      () => live && setSvg(undefined),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <Flex gap={24} align="center" wrap>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={176}
          height={176}
          alt={t('setup.qr_alt')}
          style={{ border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
        />
      ) : (
        <Skeleton.Node active style={{ width: 176, height: 176 }} />
      )}
      <Flex vertical gap={4} style={{ flex: '1 1 200px' }}>
        <Typography.Text type="secondary">{t('setup.secret_label')}</Typography.Text>
        <Typography.Text
          code
          copyable={{ text: secret, tooltips: [t('common.copy'), t('common.copied')] }}
          data-testid="totp-secret"
          style={{ fontSize: 16, wordBreak: 'break-all' }}
        >
          {groupSecret(secret)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
