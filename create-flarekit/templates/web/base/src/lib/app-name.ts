/** The app's name, as the header, the home page, the footer and the login page show it. */
export const APP_NAME = 'my-flarekit-app';
