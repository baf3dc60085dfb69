import { useSession } from '@univida/shared-auth';
import { Button, toast } from '@univida/shared-ui';
import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useFavoriteIds, type FavoriteItemType } from './favorite-ids';
import { useToggleFavorite } from './toggle-favorite';

export const FAVORITE_LOGIN_PROMPT = 'Inicia sesión para guardar favoritos';

/** The heart's name: what clicking it does to this item. */
export function favoriteToggleLabel(itemName: string, saved: boolean): string {
  return saved ? `Quitar ${itemName} de favoritos` : `Guardar ${itemName} en favoritos`;
}

export interface FavoriteToggleProps {
  itemId: string;
  /** What the item is called where the heart sits (a listing's or a student's name): one heart
   *  among twelve on a list is named for its own card. */
  itemName: string;
  /** favorites.item_type of the item ('accommodation' by default). */
  itemType?: FavoriteItemType;
  className?: string;
}

/**
 * The heart on a card: 'Guardar {name} en favoritos' / 'Quitar {name} de favoritos' (the words
 * of /favorites' own button: the name alone says the state), right at once and rolled back if
 * the write fails. Signed out it only asks to sign in. One favourites request per page
 * and item type, however many hearts it shows.
 */
export function FavoriteToggle({
  itemId,
  itemName,
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
      aria-label={favoriteToggleLabel(itemName, saved)}
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
