import { Button, toast } from '@univida/shared-ui';
import { CalendarPlus } from 'lucide-react';
import type { CalendarEvent } from '../lib/build-event-ics';

/**
 * 'Añadir al calendario': downloads the event as an .ics file. The ics library (and its schema
 * validator) loads on the click, not with the page.
 */
export function AddToCalendarButton({ event }: { event: Omit<CalendarEvent, 'url'> }) {
  const download = async () => {
    try {
      const { buildEventIcs, icsFileName } = await import('../lib/build-event-ics');
      const ics = buildEventIcs({ ...event, url: window.location.href });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      link.download = icsFileName(event.title);
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    } catch (error) {
      toast({
        title: 'No se pudo crear el archivo del calendario',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()}>
      <CalendarPlus aria-hidden size={16} />
      Añadir al calendario
    </Button>
  );
}
