/** Ranking list (/pages/video/rankList?type=&period=): the rank feature's board; tap a row to play. */
import { HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { RankBoard } from '#web/features/rank/components/rank-board.tsx';
import { parseRankPeriod, parseRankType } from '#web/features/rank/components/rank-options.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';

export function Component() {
  const { t } = useTranslation();
  const { redirectTo } = useAppNavigation();
  const [search] = useSearchParams();
  const type = parseRankType(search.get('type'));
  const period = parseRankPeriod(search.get('period'));

  return (
    <Page testId="page-rank-list">
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
