/**
 * The rewards part of the settings form: the welcome bonus a new member gets and the seven
 * days of the check-in streak, in vouchers, each with the days they stay valid (0 = never
 * lapse). Fields named under `rewards` in the form; they apply to the next grant once saved.
 */
import { Alert, Card, Flex, Form, InputNumber, Typography } from 'antd';
import {
  CHECKIN_STREAK_DAYS,
  REWARD_AMOUNT_MAX,
  REWARD_EXPIRY_DAYS_MAX,
} from '#shared/contract/console-settings.ts';
import { formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';

const DAYS = Array.from({ length: CHECKIN_STREAK_DAYS }, (_, i) => i);

export function RewardsCard() {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  // Out of range is said on the field, never clamped (InputNumber's min and max would quietly
  // turn -5 into 0 and save it).
  const upTo = (max: number, message: string) => ({
    type: 'integer' as const,
    required: true,
    min: 0,
    max,
    message,
  });
  const amountRule = upTo(
    REWARD_AMOUNT_MAX,
    t('settings.reward_amount_range', { max: formatNumber(REWARD_AMOUNT_MAX, language) }),
  );
  const daysRule = upTo(
    REWARD_EXPIRY_DAYS_MAX,
    t('settings.reward_days_range', { max: formatNumber(REWARD_EXPIRY_DAYS_MAX, language) }),
  );
  const days = (name: string[], label: string) => (
    <Form.Item name={name} label={label} rules={[daysRule]} extra={t('settings.reward_days_help')}>
      <InputNumber precision={0} addonAfter={t('settings.days')} />
    </Form.Item>
  );
  return (
    <Card title={t('settings.section_rewards')} style={{ marginBottom: 16 }}>
      <Alert type="info" showIcon message={t('settings.rewards_help')} style={{ marginBottom: 16 }} />
      <Flex gap={24} wrap>
        <Form.Item
          name={['rewards', 'welcome', 'vouchers']}
          label={t('settings.welcome_vouchers')}
          rules={[amountRule]}
        >
          <InputNumber precision={0} addonAfter={t('settings.vouchers')} style={{ width: 200 }} />
        </Form.Item>
        {days(['rewards', 'welcome', 'expiry_days'], t('settings.welcome_expiry'))}
      </Flex>
      <Form.Item label={t('settings.checkin_amounts')} required style={{ marginBottom: 8 }}>
        <Flex gap={8} wrap>
          {DAYS.map((i) => (
            <Flex key={i} vertical gap={2}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('settings.checkin_day', { n: i + 1 })}
              </Typography.Text>
              <Form.Item
                name={['rewards', 'checkin', 'amounts', i]}
                rules={[amountRule]}
                style={{ marginBottom: 0 }}
              >
                <InputNumber
                  precision={0}
                  aria-label={t('settings.checkin_day_label', { n: i + 1 })}
                  style={{ width: 84 }}
                />
              </Form.Item>
            </Flex>
          ))}
        </Flex>
      </Form.Item>
      {days(['rewards', 'checkin', 'expiry_days'], t('settings.checkin_expiry'))}
    </Card>
  );
}
