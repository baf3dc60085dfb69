import { useSession } from '@univida/shared-auth';
import { Button, toast } from '@univida/shared-ui';
import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useFavoriteIds, type FavoriteItemType } from './favorite-ids';
import { useToggleFavorite } from './toggle-favorite';

export const FAVORITE_LOGIN_PROMPT = 'Inicia sesión para guardar favoritos';

export interface FavoriteToggleProps {
  itemId: string;
  /** favorites.item_type of the item ('accommodation' by default). */
  itemType?: FavoriteItemType;
  className?: string;
}

/**
 * The heart on a card: 'Guardar en favoritos' / 'Quitar de favoritos', right at once and rolled
 * back if the write fails. Signed out it only asks to sign in. One favourites request per page
 * and item type, however many hearts it shows.
 */
export function FavoriteToggle({
  itemId,
  itemType = 'accommodation',
  className,
}: FavoriteToggleProps) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const ids = useFavoriteIds(userId, itemType);
  const toggle = useToggleFavorite();
  const saved = ids.data?.includes(itemId) ?? false;

  const onClick = (event: MouseEvent) => {
    // The heart sits on a card that links elsewhere.
    event.preventDefault();
    event.stopPropagation();
    if (!userId) {
      toast({ title: FAVORITE_LOGIN_PROMPT });
      return;
    }
    toggle.mutate({ userId, itemId, itemType, save: !saved });
  };

  return (
    <HeartButton
      type="button"
      size="icon"
      variant="secondary"
      className={className}
      aria-label={saved ? 'Quitar de favoritos' : 'Guardar en favoritos'}
      onClick={onClick}
      $saved={saved}
    >
      <Heart aria-hidden fill={saved ? 'currentColor' : 'none'} />
    </HeartButton>
  );
}

const HeartButton = styled(Button)<{ $saved: boolean }>`
  color: ${({ theme, $saved }) => ($saved ? theme.colors.destructive : theme.colors.textMuted)};
`;
