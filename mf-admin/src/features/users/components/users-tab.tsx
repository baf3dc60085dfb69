import { resizedPhotoUrl } from '@univida/shared-auth';
import { Avatar, Badge, toast, type BadgeVariant } from '@univida/shared-ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Column } from '../../../components/data-table';
import { ManagedTable } from '../../../components/managed-table';
import { DELETED_TOAST, USER_TYPE_LABELS } from '../../../constants';
import { useRowFocus } from '../../../hooks/use-row-focus';
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

const COLUMNS: Column<AdminUser, UserSort>[] = [
  {
    header: 'Usuario',
    sortKey: 'full_name',
    cell: (user) => (
      <UserCell>
        <Avatar
          resize={resizedPhotoUrl}
          name={user.full_name}
          src={user.profile_picture_url ?? undefined}
          size="sm"
          decorative
        />
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
];

/** Usuarios: search by name or email, type badge, email, city ('N/A'), edit and delete. */
export function UsersTab() {
  const params = useTableParams(USER_SORTS, { sort: 'created_at', ascending: false });
  const query = useSearchUsers(params);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const remove = useDeleteUser({
    mutationConfig: { onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }) },
  });
  // Focus stays in the table when a deleted user, or one whose role changed under a sort by
  // type, leaves the page (use-row-focus).
  const rowFocus = useRowFocus();
  const editedRow = useRef<ReturnType<typeof rowFocus>>({});

  return (
    <>
      <ManagedTable
        params={params}
        query={query}
        caption="Usuarios"
        searchLabel="Buscar por nombre o email"
        errorTitle="No se pudieron cargar los usuarios"
        emptyTitle="No hay usuarios que coincidan"
        columns={COLUMNS}
        rowKey={(user) => user.id}
        actions={{
          nameOf: (user) => user.full_name,
          busyId: remove.isPending ? remove.variables?.id : undefined,
          onEdit: (user) => {
            editedRow.current = rowFocus(user.id, 'edit');
            setEditing(user);
          },
          onDelete: (user) => remove.mutate({ id: user.id }, rowFocus(user.id, 'delete')),
        }}
      />
      {editing && (
        <UserEditDialog
          user={editing}
          onClose={() => {
            editedRow.current.onSuccess?.();
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

const UserCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  white-space: nowrap;
`;
