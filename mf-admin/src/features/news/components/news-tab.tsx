import { CreateNewsMenu } from '@univida/shared-news';
import { formatDate, VisuallyHidden } from '@univida/shared-ui';
import { Check, Minus } from 'lucide-react';
import type { Column } from '../../../components/data-table';
import { ItemTableTab } from '../../../components/item-table-tab';
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
  return (
    <ItemTableTab
      table="news"
      params={params}
      query={query}
      caption="Novedades"
      searchLabel="Buscar por título o autor"
      errorTitle="No se pudieron cargar las noticias"
      emptyTitle="No hay noticias que coincidan"
      columns={COLUMNS}
      toolbar={<CreateNewsMenu />}
      nameOf={(row) => row.title}
      editor={(row, onClose) => <NewsEditDialog news={row} onClose={onClose} />}
    />
  );
}
