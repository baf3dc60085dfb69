import { resizedPhotoUrl, signOut, useIsAdmin, type Profile } from '@univida/shared-auth';
import { Avatar, DropdownMenu, UnreadCount, VisuallyHidden } from '@univida/shared-ui';
import { BellRing, Heart, LayoutDashboard, LogOut, MessageCircle, User } from 'lucide-react';
import { Link, useNavigate } from '@univida/shared-router';
import styled from 'styled-components';
import { accountRoutes } from '@univida/mf-account/routes';
import { housingRoutes } from '@univida/mf-housing/routes';
import { adminRoutes } from '@univida/mf-admin/routes';
import { shellRoutes } from '../../app/shell-routes';
import { useAccountCounts } from './use-account-counts';

interface AccountMenuProps {
  profile: Profile;
  email: string | null;
}

/** The signed-in user's avatar menu (SPEC §2 Header). */
export function AccountMenu({ profile, email }: AccountMenuProps) {
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const name = profile.full_name ?? '';
  const counts = useAccountCounts();

  const logOut = async () => {
    await signOut();
    navigate(shellRoutes.paths.home());
  };

  return (
    <DropdownMenu.Root onOpenChange={(open) => open && void counts.refresh()}>
      {/* Named by its text, not aria-label: the initials it shows are no part of that name. */}
      <Trigger>
        <VisuallyHidden>Menú de la cuenta de {name || 'usuario'}</VisuallyHidden>
        <span aria-hidden="true">
          <Avatar resize={resizedPhotoUrl} src={profile.profile_picture_url} name={name} size="md" />
        </span>
      </Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <Name>{name}</Name>
          {email && <Email>{email}</Email>}
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to={accountRoutes.paths.profile()}>
            <User aria-hidden="true" /> Mi Perfil
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to={accountRoutes.paths.favorites()}>
            <Heart aria-hidden="true" /> Favoritos
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to={housingRoutes.paths.chats()}>
            <MessageCircle aria-hidden="true" /> Chats
            <Unread count={counts.unread} />
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to={accountRoutes.paths.savedSearches()}>
            <BellRing aria-hidden="true" /> Mis búsquedas
            <Unread count={counts.newResults} label={newResults} />
          </Link>
        </DropdownMenu.Item>
        {isAdmin && (
          <DropdownMenu.Item asChild>
            <Link to={adminRoutes.paths.dashboard()}>
              <LayoutDashboard aria-hidden="true" /> Admin Dashboard
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" /> Cerrar sesión
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const newResults = (n: number) => (n === 1 ? '1 resultado nuevo' : `${n} resultados nuevos`);

// The pill sits at the far end of the menu item.
const Unread = styled(UnreadCount)`
  margin-left: auto;
`;

const Trigger = styled(DropdownMenu.Trigger)`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Email = styled.span`
  display: block;
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;
