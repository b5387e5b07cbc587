import { Card, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserGeneratePanel } from '../components/user-generate-panel.tsx';
import { UserImportPanel } from '../components/user-import-panel.tsx';
import { UserListPage } from './user-list-page.tsx';

/**
 * /admin/user: the user list, the CSV import and the batch generation as tabs. Every tab stays mounted, so a
 * running job's progress is still there after a look at the list.
 */
export function UsersPage() {
  const { t } = useTranslation('adminUser');
  return (
    <Tabs defaultValue="list">
      <Tabs.List mb="md">
        <Tabs.Tab value="list" data-testid="tab-list">
          {t('tabs.list')}
        </Tabs.Tab>
        <Tabs.Tab value="import" data-testid="tab-import">
          {t('tabs.import')}
        </Tabs.Tab>
        <Tabs.Tab value="generate" data-testid="tab-generate">
          {t('tabs.generate')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="list">
        <UserListPage />
      </Tabs.Panel>
      <Tabs.Panel value="import">
        <Card withBorder padding="lg">
          <UserImportPanel />
        </Card>
      </Tabs.Panel>
      <Tabs.Panel value="generate">
        <Card withBorder padding="lg">
          <UserGeneratePanel />
        </Card>
      </Tabs.Panel>
    </Tabs>
  );
}
