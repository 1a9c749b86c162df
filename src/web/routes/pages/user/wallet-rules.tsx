/**
 * The wallet rules (/pages/user/walletRules, issue 19): purchased coins never expire, vouchers
 * first and when they lapse, what VIP includes, how to get coins back, the monthly limit.
 * Linked from the pay popup and the wallet.
 */
import { Page } from '#web/components/page.tsx';
import { WalletRules } from '#web/features/wallet/components/wallet-rules.tsx';

export function Component() {
  return (
    <Page testId="page-wallet-rules">
      <WalletRules />
    </Page>
  );
}
