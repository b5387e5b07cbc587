import { Badge, Card, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { badgeText, useUnreadCounts } from './api/unread-api.ts';
import { isMessageKind, KINDS, MESSAGE_KINDS, messagePath } from './message-kinds.ts';

/** /message/:kind (spec 001 section 2.12): the five tabs with their unread counts around the chosen tab's list. */
export function MessageCentre() {
  const { t } = useTranslation('message');
  const { kind } = useParams();
  const navigate = useNavigate();
  const counts = useUnreadCounts();
  const narrow = useMediaQuery('(max-width: 767.98px)');
  if (!isMessageKind(kind)) return <Navigate to={messagePath('discuss')} replace />;
  return (
    <Card withBorder padding="lg" maw={1100} mx="auto">
      <Title order={3} mb="md">
        {t('title')}
      </Title>
      <Tabs
        value={kind}
        onChange={(v) => {
          const next = v ?? undefined;
          if (isMessageKind(next)) void navigate(messagePath(next));
        }}
        orientation={narrow ? 'horizontal' : 'vertical'}
        keepMounted={false}
      >
        <Tabs.List>
          {MESSAGE_KINDS.map((k) => {
            const count = counts?.[KINDS[k].unread] ?? 0;
            return (
              <Tabs.Tab
                key={k}
                value={k}
                rightSection={
                  count > 0 && (
                    <Badge color="red" size="sm" variant="filled" data-testid="tab-unread">
                      {badgeText(count)}
                    </Badge>
                  )
                }
                data-testid={`tab-${k}`}
              >
                {t(`tab.${k}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={kind} pl={narrow ? 0 : 'md'} pt={narrow ? 'md' : 0}>
          <Outlet />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
