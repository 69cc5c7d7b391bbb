/** Debian's LibreOffice (libreoffice-impress), which a journey renders the board decks with. */
export const SOFFICE_PATH = process.env.SOFFICE_PATH ?? '/usr/bin/soffice'
