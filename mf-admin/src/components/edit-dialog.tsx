import { Dialog } from '@univida/shared-ui';
import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';

export interface EditDialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The form's fields; the dialog adds Cancelar and Guardar. */
  children: ReactNode;
}

/** The frame every edit form of the dashboard sits in. */
export function EditDialog({
  title,
  open,
  onOpenChange,
  onSubmit,
  saving,
  children,
}: EditDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <Form onSubmit={onSubmit} noValidate>
          {children}
          <Dialog.FormActions submitLabel="Guardar" pending={saving} />
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
