import { Box, Button, Group, Paper, ScrollArea, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

/** A problem of the set as the focus strip lists it. */
export interface FocusProblem {
  /** The id in the set (a contest's display id), as the route names it. */
  id: string;
  title: string;
  /** The viewer's status icon (solved, tried, a score), if any. */
  mark?: ReactNode;
}

interface Props<Scope> {
  /** What the hosted problem page reads as its outlet context (a contest's ContestScope; a training's later). */
  scope: Scope;
  /** The set's title. */
  title: string;
  /** The set's clock (a contest's progress and countdown), if it has one. */
  clock?: ReactNode;
  problems: readonly FocusProblem[];
  /** The problem shown. */
  current: string;
  /** The focus page of a problem of the set. */
  problemPath: (id: string) => string;
  /** Where leaving focus mode goes (the problem's ordinary page). */
  exitPath: string;
}

const STRIP_HEIGHT = 56;

/** To the previous or next problem; disabled at either end of the set. */
function StepButton({ to, label, testId }: { to: string | undefined; label: string; testId: string }) {
  if (!to)
    return (
      <Button size="xs" variant="subtle" disabled data-testid={testId}>
        {label}
      </Button>
    );
  return (
    <Button size="xs" variant="subtle" component={Link} to={to} data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * Focus mode (spec 000 sections 2.2 and 2.10) for any problem set: no site navigation and no set tabs, only a
 * bar with the way back, the set's title and clock, the problem page (statement, editor, submit) hosted through the
 * outlet with the set's scope, and a bottom strip of the set's problems with their status icons.
 */
export function FocusLayout<Scope>({ scope, title, clock, problems, current, problemPath, exitPath }: Props<Scope>) {
  const { t } = useTranslation();
  const at = problems.findIndex((p) => p.id === current);
  const previous = at > 0 ? problems[at - 1] : undefined;
  const next = at >= 0 ? problems[at + 1] : undefined;
  return (
    <Box pb={STRIP_HEIGHT + 16} data-testid="focus-mode">
      <Paper withBorder p="xs" mb="md" pos="sticky" top={0} style={{ zIndex: 100 }}>
        <Group gap="md" wrap="nowrap">
          <Button component={Link} to={exitPath} size="xs" variant="default" data-testid="exit-focus">
            {t('focus.exit')}
          </Button>
          <Text fw={600} truncate maw="30%" data-testid="focus-title">
            {title}
          </Text>
          {clock}
        </Group>
      </Paper>
      <Outlet context={scope} />
      <Paper
        component="nav"
        aria-label={t('focus.problems')}
        withBorder
        radius={0}
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        h={STRIP_HEIGHT}
        px="sm"
        style={{ zIndex: 100, display: 'flex', alignItems: 'center' }}
      >
        <Group gap="xs" wrap="nowrap" w="100%">
          <StepButton to={previous && problemPath(previous.id)} label={t('focus.previous')} testId="focus-previous" />
          <ScrollArea type="auto" scrollbarSize={4} style={{ flex: 1 }}>
            <Group gap={6} wrap="nowrap" py={4}>
              {problems.map((p) => (
                <Tooltip key={p.id} label={p.title} withinPortal>
                  <Button
                    size="xs"
                    component={Link}
                    to={problemPath(p.id)}
                    variant={p.id === current ? 'filled' : 'light'}
                    aria-current={p.id === current ? 'page' : undefined}
                    rightSection={p.mark}
                    data-testid="focus-problem"
                  >
                    {p.id}
                  </Button>
                </Tooltip>
              ))}
            </Group>
          </ScrollArea>
          <StepButton to={next && problemPath(next.id)} label={t('focus.next')} testId="focus-next" />
        </Group>
      </Paper>
    </Box>
  );
}
