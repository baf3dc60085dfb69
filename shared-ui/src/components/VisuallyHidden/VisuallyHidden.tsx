import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

/** Text for screen readers only. */
export const VisuallyHidden = RadixVisuallyHidden.Root;
