import { RankPage } from './components/rank-page.tsx';

export function OiRankPage() {
  return <RankPage type="OI" />;
}
