/**
 * The public warranty look-up's texts (`/warranty`, `GET /api/warranty/`). Kept out of `messages`, whose whole
 * object every storefront page's scripts carry: the look-up is a plain form, rendered and answered by the server.
 */
export const warrantyMessages = {
  serialRequired: 'Enter the serial number printed on the unit or its box.',
  serialInvalid: 'Enter a serial number of 3 to 40 letters, digits, dashes, dots or slashes.',
  notFound:
    'We have no delivery on record with this serial number. Check it against the label, or contact us.',
  tooMany: 'Too many look-ups from your network. Please try again later.',
} as const;
