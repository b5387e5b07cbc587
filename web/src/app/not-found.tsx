import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import classes from './not-found.module.css';

/** The catch-all page: bouncing 404 digits with Go Home and Back. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack align="center" py={80} gap="lg" data-testid="not-found">
      <div className={classes.digits} aria-label="404">
        {['4', '0', '4'].map((d, i) => (
          <span key={i} className={classes.digit} style={{ animationDelay: `${i * 0.15}s` }}>
            {d}
          </span>
        ))}
      </div>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Group>
        <Button component={Link} to="/home">
          {t('notFound.goHome')}
        </Button>
        <Button variant="default" onClick={() => void navigate(-1)}>
          {t('notFound.back')}
        </Button>
      </Group>
    </Stack>
  );
}
