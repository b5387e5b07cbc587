import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<ButtonProps, 'onClick'> {
  /** The question asked before `onConfirm` runs. */
  question: string;
  onConfirm: () => void;
  children: ReactNode;
}

/** A button that asks first (reset the code, cancel a judgement). */
export function ConfirmButton({ question, onConfirm, children, ...button }: Props) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={t('common.confirm')} centered size="sm">
        <Text size="sm" mb="md">
          {question}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              close();
              onConfirm();
            }}
            data-testid="confirm"
          >
            {t('common.ok')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
