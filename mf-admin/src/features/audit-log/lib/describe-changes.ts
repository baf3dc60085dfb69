import type { Json } from '@univida/shared-auth';

/** Spanish names of the fields the dashboard edits; others show their column name. */
const FIELD_LABELS: Record<string, string> = {
  full_name: 'nombre',
  user_type: 'tipo',
  phone: 'teléfono',
  city: 'ciudad',
  name: 'nombre',
  title: 'título',
  summary: 'resumen',
  description: 'descripción',
  category: 'categoría',
  address: 'dirección',
  price_per_room: 'precio',
  is_featured: 'destacada',
  status: 'estado',
};

function show(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (Array.isArray(value)) return value.map((item) => show(item)).join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * 'ciudad: Valencia → Alicante' for each changed field of an update; creations and deletions
 * (every field changes) are summed up by the action itself, so they give an empty list.
 */
export function describeChanges(action: string, changes: Json): string[] {
  if (action === 'create' || action === 'delete') return [];
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  return Object.entries(changes).map(([field, change]) => {
    const { before, after } = (change ?? {}) as { before?: Json; after?: Json };
    return `${FIELD_LABELS[field] ?? field}: ${show(before)} → ${show(after)}`;
  });
}
