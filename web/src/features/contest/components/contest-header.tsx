import { Badge, Button, Card, Group, Popover, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContestClock } from '../../../lib/contest-clock-view.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { AuthTag, RuleButton } from '../../../components/contest-badges.tsx';

interface Props {
  info: ContestInfo;
  now: number;
  /** The include-after-contest switch, when the contest has such submissions. */
  setting: { containsEnd: boolean; onChange: (on: boolean) => void } | null;
  /** Whether the group's contest list exists in this build. */
  groupListAvailable: boolean;
}

/** Spec 001 section 2.2: title, tags, times, progress and countdown, and the after-contest setting. */
export function ContestHeader({ info, now, setting, groupListAvailable }: Props) {
  const { t } = useTranslation('contest');
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} data-testid="contest-header-title">
            {info.title}
          </Title>
          {setting && (
            <Popover position="left-start" withArrow shadow="md">
              <Popover.Target>
                <Button size="xs" variant="default" radius="xl" data-testid="contest-setting">
                  {t('header.setting')}
                </Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Switch label={t('header.containsEnd')} checked={setting.containsEnd} onChange={(e) => setting.onChange(e.currentTarget.checked)} data-testid="contains-end" />
              </Popover.Dropdown>
            </Popover>
          )}
        </Group>
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <AuthTag auth={info.auth} />
            {info.gid !== null && groupListAvailable && (
              <Tooltip label={t('header.groupContestsTip')}>
                <Button size="compact-sm" component={Link} to={`/group/${info.gid}/contest`}>
                  {t('header.groupContest')}
                </Button>
              </Tooltip>
            )}
          </Group>
          <Group gap="sm">
            <Badge variant="light" color="blue" data-testid="header-participants">
              {t('list.participants', { count: info.count })}
            </Badge>
            <RuleButton type={info.type} oiRankScoreType={info.type === ContestType.OI ? info.oiRankScoreType : null} />
          </Group>
        </Group>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {t('header.startAt')}: {localDateTime(info.startTime)}
          </Text>
          <Text size="sm">
            {t('header.endAt')}: {localDateTime(info.endTime)}
          </Text>
        </Group>
        <ContestClock info={info} now={now} />
      </Stack>
    </Card>
  );
}
