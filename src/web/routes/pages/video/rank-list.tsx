/**
 * Ranking list (/pages/video/rankList?type=&period=): the rank feature's board; tap a row to play.
 * Offline, once a ranking has shown, the page stays (its tabs too, to go back to a ranking it
 * has loaded), with a "no connection" note above them (the shell's floating one would cover
 * them); the no-network placeholder only when none has.
 */
import { useState } from 'react';
import { HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { PageOfflineBanner } from '#web/components/page-offline-banner.tsx';
import { paths } from '#web/config/paths.ts';
import { useRank } from '#web/features/rank/api/get-rank.ts';
import { RankBoard } from '#web/features/rank/components/rank-board.tsx';
import { parseRankPeriod, parseRankType } from '#web/features/rank/components/rank-options.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';

export function Component() {
  const { t } = useTranslation();
  const { redirectTo } = useAppNavigation();
  const [search] = useSearchParams();
  const type = parseRankType(search.get('type'));
  const period = parseRankPeriod(search.get('period'));
  // The board's own query (one request): has a ranking been on screen here?
  const loaded = useRank(type, period).data !== undefined;
  const [shown, setShown] = useState(loaded);
  if (loaded && !shown) setShown(true);
  const offline = useOfflineContent(shown, 'page');

  return (
    <Page testId="page-rank-list">
      {offline && shown && <PageOfflineBanner />}
      <RankBoard
        type={type}
        period={period}
        onChange={(nextType, nextPeriod) =>
          void redirectTo(paths.rankList.path, { type: nextType, period: nextPeriod })
        }
        empty={
          <EmptyState
            icon={<HistogramOutline />}
            title={t('rank.empty_title')}
            description={t('rank.empty_desc')}
          />
        }
      />
    </Page>
  );
}
