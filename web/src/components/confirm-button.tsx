import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  /** The question asked before `onConfirm` runs. */
  question: string;
  onConfirm: () => void;
  /** The OK button's colour. */
  color?: string;
}

/** Asks a question; OK closes it and runs `onConfirm`. For questions asked after other checks, not by a button. */
export function ConfirmDialog({ opened, onClose, question, onConfirm, color = 'red' }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('common.confirm')} centered size="sm">
      <Text size="sm" mb="md">
        {question}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color={color}
          onClick={() => {
            onClose();
            onConfirm();
          }}
          data-testid="confirm"
        >
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}

interface Props extends Omit<ButtonProps, 'onClick'> {
  /** The question asked before `onConfirm` runs. */
  question: string;
  onConfirm: () => void;
  children: ReactNode;
}

/** A button that asks first (reset the code, cancel a judgement). */
export function ConfirmButton({ question, onConfirm, children, ...button }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={open}>
        {children}
      </Button>
      <ConfirmDialog opened={opened} onClose={close} question={question} onConfirm={onConfirm} />
    </>
  );
}
