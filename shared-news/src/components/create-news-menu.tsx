import { useIsAdmin } from '@univida/shared-auth';
import { Button, DropdownMenu } from '@univida/shared-ui';
import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { NEWS_CREATE_CATEGORIES, type NewsCreateCategory } from '../constants';
import { CreateNewsDialog } from './create-news-dialog';

/**
 * 'Crear' with Anuncio, Empleo and Formación, each opening the creation dialog for that
 * category. Shown to admins only (SPEC §6); the database refuses anyone else's insert anyway.
 */
export function CreateNewsMenu() {
  const isAdmin = useIsAdmin();
  const [category, setCategory] = useState<NewsCreateCategory | null>(null);
  if (!isAdmin) return null;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button>
            <Plus size={18} aria-hidden />
            Crear
            <ChevronDown size={16} aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          {NEWS_CREATE_CATEGORIES.map((option) => (
            <DropdownMenu.Item key={option} onSelect={() => setCategory(option)}>
              {option}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <CreateNewsDialog category={category} onClose={() => setCategory(null)} />
    </>
  );
}
