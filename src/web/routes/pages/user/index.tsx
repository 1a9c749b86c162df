/** Personal centre tab (/pages/user/index): the user card, the language, then the entries. */
import { Page } from '#web/components/page.tsx';
import { LanguageCard } from '#web/features/user/components/language-item.tsx';
import { UserCard } from '#web/features/user/components/user-card.tsx';
import { UserMenu } from '#web/features/user/components/user-menu.tsx';
import { useSession } from '#web/stores/session.ts';

export function Component() {
  const switchEnabled = useSession((s) => s.systemLan.switchEnabled);
  return (
    <Page testId="page-mine">
      <UserCard />
      {switchEnabled && <LanguageCard />}
      <UserMenu />
    </Page>
  );
}
