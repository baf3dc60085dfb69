/** The user types that see 'Para ti', with how many cards each one gets. */
export const FOR_YOU_SECTIONS = { student: 5, owner: 2, admin: 2 } as const;
export type ForYouRole = keyof typeof FOR_YOU_SECTIONS;
