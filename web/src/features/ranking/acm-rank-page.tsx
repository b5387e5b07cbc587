import { RankPage } from './components/rank-page.tsx';

export function AcmRankPage() {
  return <RankPage type="ACM" />;
}
