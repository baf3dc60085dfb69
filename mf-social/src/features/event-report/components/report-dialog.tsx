import { Dialog, Field, Textarea, toast } from '@univida/shared-ui';
import { useState, type FormEvent } from 'react';
import { DialogForm } from '../../../components/page-layout';
import { useReportEvent } from '../api/report-event';
import { REPORT_REASON_REQUIRED } from '../api/report-reason';

interface ReportDialogProps {
  eventId: string;
  reporterId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Why the event should be reviewed: a reason that is not blank, then 'Reporte enviado'. */
export default function ReportDialog({
  eventId,
  reporterId,
  open,
  onOpenChange,
}: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportEvent({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: 'Reporte enviado',
          description: 'Lo revisaremos lo antes posible.',
          variant: 'success',
        });
        onOpenChange(false);
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(REPORT_REASON_REQUIRED);
      return;
    }
    report.mutate({ eventId, reporterId, reason });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="sm">
        <Dialog.Title>Reportar evento</Dialog.Title>
        <Dialog.Description>Cuéntanos qué ocurre con este evento.</Dialog.Description>
        <DialogForm onSubmit={submit} noValidate>
          <Field label="Motivo" required error={error}>
            <Textarea
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              rows={4}
              maxLength={1000}
            />
          </Field>
          <Dialog.FormActions submitLabel="Enviar reporte" pending={report.isPending} />
        </DialogForm>
      </Dialog.Content>
    </Dialog.Root>
  );
}
