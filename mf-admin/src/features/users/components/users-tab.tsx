import { Avatar, Badge, toast, type BadgeVariant } from '@univida/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { TableToolbar } from '../../../components/table-toolbar';
import { DELETED_TOAST, USER_TYPE_LABELS } from '../../../constants';
import { useTableParams } from '../../../hooks/use-table-params';
import { useDeleteUser } from '../api/delete-user';
import { USER_SORTS, useSearchUsers, type AdminUser, type UserSort } from '../api/search-users';
import { UserEditDialog } from './user-edit-dialog';

/** SPEC §2: red for admins, the default look for students, secondary for everyone else. */
const TYPE_BADGE: Record<AdminUser['user_type'], BadgeVariant> = {
  admin: 'destructive',
  student: 'default',
  owner: 'secondary',
};

/** Usuarios: search by name or email, type badge, email, city ('N/A'), edit and delete. */
export function UsersTab() {
  const params = useTableParams(USER_SORTS, { sort: 'created_at', ascending: false });
  const query = useSearchUsers(params);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const remove = useDeleteUser({
    mutationConfig: { onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }) },
  });
  const busyId = remove.isPending ? remove.variables?.id : undefined;

  const columns: Column<AdminUser, UserSort>[] = [
    {
      header: 'Usuario',
      sortKey: 'full_name',
      cell: (user) => (
        <UserCell>
          <Avatar name={user.full_name} src={user.profile_picture_url ?? undefined} size="sm" />
          <span>{user.full_name}</span>
        </UserCell>
      ),
    },
    {
      header: 'Tipo',
      sortKey: 'user_type',
      cell: (user) => (
        <Badge variant={TYPE_BADGE[user.user_type]}>{USER_TYPE_LABELS[user.user_type]}</Badge>
      ),
    },
    { header: 'Email', sortKey: 'email', cell: (user) => user.email ?? 'N/A' },
    { header: 'Ciudad', sortKey: 'city', cell: (user) => user.city || 'N/A' },
    {
      header: 'Acciones',
      align: 'end',
      cell: (user) => (
        <RowActions
          name={user.full_name}
          busy={busyId === user.id}
          onEdit={() => setEditing(user)}
          onDelete={() => remove.mutate({ id: user.id })}
        />
      ),
    },
  ];

  return (
    <>
      <TableToolbar
        searchLabel="Buscar por nombre o email"
        search={params.search}
        onSearch={params.setSearch}
      />
      <PagedTable
        caption="Usuarios"
        query={query}
        errorTitle="No se pudieron cargar los usuarios"
        emptyTitle="No hay usuarios que coincidan"
        columns={columns}
        rowKey={(user) => user.id}
        sort={{ key: params.sort, ascending: params.ascending, onSort: params.toggleSort }}
        page={params.page}
        onPage={params.setPage}
      />
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

const UserCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  white-space: nowrap;
`;
