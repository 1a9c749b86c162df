/** The authenticator enrolment: the otpauth URI as a QR code (SVG, drawn here) and the secret as text to copy. */
import { Flex, Skeleton, Typography, theme } from 'antd';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '#console/lib/i18n.ts';

/** The secret in groups of four, as authenticator apps show and accept it. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export function TotpQr({ uri, secret }: { uri: string; secret: string }) {
  const t = useT();
  const { token } = theme.useToken();
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
    <Flex gap={24} align="center">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={168}
          height={168}
          alt={t('setup.qr_alt')}
          style={{
            flex: 'none',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: 8,
            background: '#fff',
          }}
        />
      ) : (
        <Skeleton.Node active style={{ width: 168, height: 168 }} />
      )}
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text type="secondary">{t('setup.secret_label')}</Typography.Text>
        <Typography.Paragraph
          copyable={{ text: secret, tooltips: [t('common.copy'), t('common.copied')] }}
          data-testid="totp-secret"
          style={{
            margin: 0,
            fontFamily: token.fontFamilyCode,
            fontSize: 16,
            lineHeight: 1.8,
            wordBreak: 'break-word',
          }}
        >
          {groupSecret(secret)}
        </Typography.Paragraph>
      </Flex>
    </Flex>
  );
}
