import { CreateNewsMenu } from '@univida/shared-news';
import { formatDate, toast, VisuallyHidden } from '@univida/shared-ui';
import { Check, Minus } from 'lucide-react';
import { useState } from 'react';
import type { Column } from '../../../components/data-table';
import { ManagedTable } from '../../../components/managed-table';
import { DELETED_TOAST } from '../../../constants';
import { useDeleteRow } from '../../../hooks/use-delete-row';
import { useTableParams } from '../../../hooks/use-table-params';
import { NEWS_SORTS, useAdminNews, type AdminNews, type NewsSort } from '../api/get-news';
import { NewsEditDialog } from './news-edit-dialog';

const COLUMNS: Column<AdminNews, NewsSort>[] = [
  { header: 'Título', sortKey: 'title', cell: (row) => row.title },
  { header: 'Categoría', sortKey: 'category', cell: (row) => row.category },
  { header: 'Autor', sortKey: 'author', cell: (row) => row.author },
  { header: 'Fecha', sortKey: 'publish_date', cell: (row) => formatDate(row.publish_date) },
  {
    header: 'Destacada',
    sortKey: 'is_featured',
    cell: (row) => (
      <>
        {row.is_featured ? <Check size={18} aria-hidden /> : <Minus size={18} aria-hidden />}
        <VisuallyHidden>{row.is_featured ? 'Sí' : 'No'}</VisuallyHidden>
      </>
    ),
  },
];

/** Novedades: search by title or author, 'Crear' (the shared dialog), edit and delete. */
export function NewsTab() {
  const params = useTableParams(NEWS_SORTS, { sort: 'publish_date', ascending: false });
  const query = useAdminNews(params);
  const [editing, setEditing] = useState<AdminNews | null>(null);
  const remove = useDeleteRow('news', {
    onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }),
  });

  return (
    <>
      <ManagedTable
        params={params}
        query={query}
        caption="Novedades"
        searchLabel="Buscar por título o autor"
        errorTitle="No se pudieron cargar las noticias"
        emptyTitle="No hay noticias que coincidan"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        toolbar={<CreateNewsMenu />}
        actions={{
          nameOf: (row) => row.title,
          busyId: remove.isPending ? remove.variables?.id : undefined,
          onEdit: setEditing,
          onDelete: (row) => remove.mutate({ id: row.id }),
        }}
      />
      {editing && <NewsEditDialog news={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
