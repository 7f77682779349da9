/** The thrown error type a game loader uses for the slot-game error page (spec §2, system pages). */
export const SLOT_ERROR = "slot-error";
