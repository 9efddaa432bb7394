/**
 * The staff bookings screen's words (`src/islands/admin/BookingsScreen.tsx`). Staff screens are English only, so this
 * catalogue has no Tamil twin and is not part of the site's `en` catalogue.
 */
export const adminBookings = {
  status: {
    booked: "Booked",
    pending: "Waiting for confirmation",
    attended: "Attended",
    "no-show": "No-show",
    cancelled: "Cancelled",
    released: "Released",
    expired: "Not confirmed",
  },
  suspected: "Suspected",
  suspectedHint: "Made after many bookings or leads from the same network today",
  holdsUntil: "Holds its place until {time} unless confirmed",
  noHold: "Holds no place until confirmed (by {time})",
  cancel: "Cancel",
  release: "Release",
  move: "Move",
  moveTo: "New time (India time)",
  moveSubmit: "Move and e-mail",
  confirmCancel: "Cancel this booking and e-mail {name}?",
  confirmRelease: "Give this booking's place back to the calendar and e-mail {name}?",
} as const;
