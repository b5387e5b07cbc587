import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localDateTime, relativeTime } from '../lib/format.ts';

/** "2 hours ago", with the exact local time in a tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <Tooltip label={localDateTime(iso)} withArrow>
      <span>{relativeTime(iso, i18n.language)}</span>
    </Tooltip>
  );
}
