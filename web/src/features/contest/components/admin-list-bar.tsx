import { Button, Group, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** The admin lists' title with their 10 s auto-refresh switch and a refresh button (spec 001 section 2.6). */
export function AdminListBar({ title, autoRefresh, onAutoRefresh, onRefresh, refreshing }: Props) {
  const { t } = useTranslation('contest');
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={4}>{title}</Title>
      <Group gap="md">
        <Switch label={t('admin.autoRefresh')} checked={autoRefresh} onChange={(e) => onAutoRefresh(e.currentTarget.checked)} data-testid="auto-refresh" />
        <Button size="xs" onClick={onRefresh} loading={refreshing}>
          {t('common.refresh')}
        </Button>
      </Group>
    </Group>
  );
}
