import { ActionIcon, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** The Unicode emoticons block, then a few hands and signs people answer with. */
export const EMOJIS = [...range(0x1f600, 0x1f64f), ...['👍', '👎', '👏', '🙌', '💪', '🤝', '🎉', '🔥', '💯', '❤️', '⭐', '✅', '❌', '❓', '💡', '🚀']];

/** Spec 001 section 2.8: the comment box's emoji picker; a pick is inserted at the caret and closes the list. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('comments');
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover opened={opened} onChange={(o) => !o && close()} position="top-start" width={300} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('emoji')} onClick={toggle} data-testid="emoji-button">
          <span style={{ fontSize: 18 }}>😀</span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown mah={220} style={{ overflowY: 'auto' }} data-testid="emoji-list">
        <SimpleGrid cols={10} spacing={2} verticalSpacing={2}>
          {EMOJIS.map((e) => (
            <UnstyledButton
              key={e}
              fz={20}
              ta="center"
              onClick={() => {
                onPick(e);
                close();
              }}
            >
              {e}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
