import { Badge, Button, Tooltip } from '@mantine/core';
import { ContestType } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';

/** The lib's status tag, under the name the contest pages and the back office's contest list use. */
export { ContestStatusTag as StatusTag } from '../lib/contest-clock-view.tsx';

/** Spec 001 section 3: auth 0 public, 1 private (red), 2 protected (orange). */
export const AUTH_STYLE = [
  { key: 'public', color: 'green' },
  { key: 'private', color: 'red' },
  { key: 'protected', color: 'orange' },
] as const;

/** The contest's access type as a tag, its meaning in the tooltip. */
export function AuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation('contest');
  const style = AUTH_STYLE[auth];
  if (!style) return null;
  return (
    <Tooltip label={t(`auth.${style.key}Tip`)} multiline w={260}>
      <Badge color={style.color} variant="outline" data-testid="auth-tag">
        {t(`auth.${style.key}`)}
      </Badge>
    </Tooltip>
  );
}

/** ACM or OI; an OI button says whether each problem counts its latest or its best score. */
export function RuleButton({ type, oiRankScoreType, onClick }: { type: number; oiRankScoreType: string | null; onClick?: () => void }) {
  const { t } = useTranslation('contest');
  const oi = type === ContestType.OI;
  const button = (
    <Button size="compact-xs" radius="xl" color={oi ? 'orange' : 'blue'} onClick={onClick} data-testid="rule-button">
      {oi ? 'OI' : 'ACM'}
    </Button>
  );
  if (!oi) return button;
  return <Tooltip label={t(oiRankScoreType === 'Highest' ? 'rule.highest' : 'rule.recent')}>{button}</Tooltip>;
}
