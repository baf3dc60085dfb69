// Fixed ids of the seed (supabase/seed.sql) that the tests refer to.
const id = (kind: string, n: number) => `00000000-0000-4000-${kind}-${String(n).padStart(12, '0')}`;

export const student = (n: number) => id('a000', n);
export const owner = (n: number) => id('b000', n);
export const accommodation = (n: number) => id('c000', n);
export const conversation = (n: number) => id('d000', n);
export const spot = (n: number) => id('e000', n);
export const event = (n: number) => id('f000', n);

export const ANA = student(1); // looking for a flatmate, Valencia
export const LUCIA = student(2);
export const CARLOS = owner(1); // owns accommodations c000…01-05
export const ROSA = owner(2);
/** Ana ↔ Carlos about accommodation 1; Ana ↔ Lucía; Lucía ↔ Rosa. */
export const ANA_CARLOS = conversation(1);
export const ANA_LUCIA = conversation(2);
export const LUCIA_ROSA = conversation(3);
/** Capacity 3 and three participants (students 1, 2 and one more). */
export const FULL_EVENT = event(9);
