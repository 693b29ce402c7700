/** The server mounts the kiosk build at /kiosk/ (apps/api serve-apps); router paths are relative to it. */
export const KIOSK_BASENAME = '/kiosk';
/** A full URL for plain links that leave the router (error pages reload the app). */
export const KIOSK_HOME_HREF = '/kiosk';
