import { TOAST_LIMIT } from '../constants';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for errors (SPEC §8's default), 'success' for confirmations. */
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant'>> {
  id: number;
  description?: string;
  /** False once dismissed; Radix plays the exit animation, then the next toast replaces it. */
  open: boolean;
}

interface ToastStore {
  items: ToastItem[];
  nextId: number;
  listeners: Set<() => void>;
}

// One store per page. shared-ui is not a Module Federation share (each app bundles the parts it
// uses, see federation.shared.ts), so every app has its own copy of this module: keeping the store
// on globalThis is what lets a remote's toast() reach the shell's <Toaster>.
const STORE_KEY = Symbol.for('univida.shared-ui.toasts');
const globalScope = globalThis as typeof globalThis & { [STORE_KEY]?: ToastStore };
const store: ToastStore = (globalScope[STORE_KEY] ??= {
  items: [],
  nextId: 1,
  listeners: new Set(),
});

function setItems(items: ToastItem[]): void {
  store.items = items;
  store.listeners.forEach((listener) => listener());
}

// Pictographs (with their variation selectors and joiners): machines without an emoji font draw
// them as empty boxes, and the toast's icon already says error, success or information.
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;
const withoutEmoji = (text: string) =>
  text
    .replace(EMOJI, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/**
 * Shows a toast from anywhere (component, hook, data layer). A new toast replaces the visible one.
 * Emoji are left out of the texts (see EMOJI).
 */
export function toast({ title, description, variant = 'default' }: ToastOptions): {
  id: number;
  dismiss: () => void;
} {
  const id = store.nextId++;
  const item: ToastItem = {
    id,
    title: withoutEmoji(title),
    description: description === undefined ? undefined : withoutEmoji(description),
    variant,
    open: true,
  };
  setItems([item, ...store.items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  setItems(
    store.items.map((item) =>
      id === undefined || item.id === id ? { ...item, open: false } : item,
    ),
  );
}

export function subscribeToasts(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return store.items;
}
